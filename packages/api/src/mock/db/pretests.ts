import type { Level, PretestPart, PretestPartStatus } from '../../generated/model';
import { addMinutesIso } from '../../time/school-time';
import * as clock from '../../time/clock';
import { assessWriting, levelOfScore } from '../rules/pretest-levels';
import { MIN_WORDS } from '../rules/work-text';
import {
  ADULT_GRAMMAR,
  ADULT_READING,
  ADULT_WRITING,
  type BankPassage,
  type BankQuestion,
  type BankTopic,
  TEEN_GRAMMAR,
  TEEN_READING,
  TEEN_WRITING,
} from './placement-bank';
import { createTable } from './table';
import { users } from './users';

/** What a part asks: its minutes (none for speaking) and, for writing, its word limits. */
export type PartRule = {
  part: PretestPart;
  minutes: number | null;
  minWords: number | null;
  maxWords: number | null;
};

/** A version of a test: its own questions, passage and topic. */
export type PretestVariantDef = {
  id: number;
  name: string;
  name_en: string;
  grammar: readonly BankQuestion[];
  reading: BankPassage;
  writing: BankTopic;
};

export type PretestDef = {
  slug: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  audience: 'adults' | 'teenagers';
  parts: readonly PartRule[];
  variants: readonly PretestVariantDef[];
};

/** The parts the taker works through, in order; speaking is an interview a teacher holds. */
export const TAKEN_PARTS: readonly PretestPart[] = ['grammar', 'reading', 'writing'];
/** Reading takes 20 minutes (seed 001 §9). */
export const READING_MINUTES = 20;
/** The one pause of a test, 15 minutes (seed 001 §4, §9). */
export const PAUSE_MINUTES = 15;

const parts = (grammarMinutes: number, writingMinutes: number, maxWords: number): PartRule[] => [
  { part: 'grammar', minutes: grammarMinutes, minWords: null, maxWords: null },
  { part: 'reading', minutes: READING_MINUTES, minWords: null, maxWords: null },
  // "Suggested time is about 20 or 30 minutes": 30 for adults, 20 for teenagers.
  { part: 'writing', minutes: writingMinutes, minWords: MIN_WORDS, maxWords },
  { part: 'speaking', minutes: null, minWords: null, maxWords: null },
];

/** The entry tests the school offers. */
export const PRETESTS: readonly PretestDef[] = [
  {
    slug: 'general-english',
    name: 'Загальна англійська для дорослих',
    name_en: 'General English for adults',
    description:
      'Визначає ваш рівень за шкалою CEFR (A1–C2), щоб ми підібрали групу: граматика й лексика, читання, письмо, а потім усна співбесіда з викладачем.',
    description_en:
      'Finds your level on the CEFR scale (A1–C2) so that we can place you in a group: grammar and vocabulary, reading, writing, then a spoken interview with a teacher.',
    audience: 'adults',
    parts: parts(30, 30, 250),
    variants: [
      {
        id: 1,
        name: 'Варіант 1',
        name_en: 'Version 1',
        grammar: ADULT_GRAMMAR,
        reading: ADULT_READING,
        writing: ADULT_WRITING,
      },
    ],
  },
  {
    slug: 'english-for-teens',
    name: 'Англійська для підлітків (13–17 років)',
    name_en: 'English for teenagers (13–17)',
    description:
      'Тест для підлітків: граматика й лексика, читання, коротке письмо та розмова з викладачем. Результат допоможе обрати групу за рівнем.',
    description_en:
      'A test for teenagers: grammar and vocabulary, reading, a short piece of writing and a talk with a teacher. The result helps choose a group at the right level.',
    audience: 'teenagers',
    parts: parts(30, 20, 180),
    variants: [
      {
        id: 2,
        name: 'Варіант 1',
        name_en: 'Version 1',
        grammar: TEEN_GRAMMAR,
        reading: TEEN_READING,
        writing: TEEN_WRITING,
      },
    ],
  },
];

export const pretestOf = (slug: string): PretestDef | undefined =>
  PRETESTS.find((test) => test.slug === slug);

export const variantOf = (variantId: number) => {
  for (const test of PRETESTS) {
    const variant = test.variants.find((candidate) => candidate.id === variantId);
    if (variant) return { test, variant };
  }
  return undefined;
};

/** A question as the school numbers it: ids unique across versions and parts, options too. */
export type SheetQuestion = {
  id: number;
  text: string;
  options: { id: number; text: string }[];
  correct: number;
};

const PART_CODE: Record<PretestPart, number> = { grammar: 1, reading: 2, writing: 3, speaking: 4 };

export function questionsOf(variant: PretestVariantDef, part: PretestPart): SheetQuestion[] {
  const bank = part === 'grammar' ? variant.grammar : part === 'reading' ? variant.reading.questions : [];
  return bank.map((question, index) => {
    const id = variant.id * 1000 + PART_CODE[part] * 100 + index + 1;
    return {
      id,
      text: question.text,
      options: question.options.map((text, option) => ({ id: id * 10 + option + 1, text })),
      correct: id * 10 + question.correct + 1,
    };
  });
}

export type SavedAnswer = { option_id: number | null; revision: number };

export type PretestPartRow = {
  part: PretestPart;
  status: PretestPartStatus;
  started_at: string | null;
  /** The end of the part's time, moved on by the pause. */
  deadline: string | null;
  submitted_at: string | null;
  time_up: boolean;
  /** Milliseconds of the pause that fell within this part. */
  paused_ms: number;
  answers: Record<string, SavedAnswer>;
  text: string;
  text_revision: number;
  /** Set when assessed: multiple choice by its answers, writing by the examiner, speaking by a teacher. */
  score: number | null;
  level: Level | null;
  not_enough_text: boolean;
};

/** A taker's attempt at a test in one version (a "user test variant"). */
export type PretestAttemptRow = {
  id: number;
  user_id: number;
  test_slug: string;
  variant_id: number;
  started_at: string;
  finished_at: string | null;
  pause_started_at: string | null;
  pause_ended_at: string | null;
  parts: PretestPartRow[];
};

export const freshPart = (part: PretestPart): PretestPartRow => ({
  part,
  status: part === 'speaking' ? 'waiting' : 'not_started',
  started_at: null,
  deadline: null,
  submitted_at: null,
  time_up: false,
  paused_ms: 0,
  answers: {},
  text: '',
  text_revision: 0,
  score: null,
  level: null,
  not_enough_text: false,
});

const DEMO_WRITING =
  'I would like to improve my English because I use it at work every week. I write e-mails to ' +
  'partners in Poland and Germany, and sometimes I have to join video calls. I understand most of ' +
  'what people say, but I often need more time to answer, and I make mistakes with tenses. Last ' +
  'year I took a short online course, which helped me with vocabulary, but I did not practise ' +
  'speaking enough. In a group I hope to speak more, listen to other students and get feedback ' +
  'from a teacher. I also want to read books in English and watch films without subtitles.';

/**
 * Attempts: the demo taker finished the adults' test a week ago (its speaking held and assessed),
 * so the list and the result pages have a real result before a new attempt is begun.
 */
export const pretestAttempts = createTable<PretestAttemptRow>('pretestAttempts', () => {
  const taker = users.byEmail('pretest@demo.school');
  if (!taker) return [];
  const variant = PRETESTS[0]!.variants[0]!;
  const weekAgo = addMinutesIso(clock.now().toISOString(), -7 * 24 * 60);
  const at = (minutes: number) => addMinutesIso(weekAgo, minutes);
  const answered = (part: PretestPart, right: number): PretestPartRow => {
    const questions = questionsOf(variant, part);
    const answers = Object.fromEntries(
      questions.map((question, index) => [
        String(question.id),
        {
          option_id:
            index < right ? question.correct : question.options.find((o) => o.id !== question.correct)!.id,
          revision: 1,
        },
      ]),
    );
    return { ...freshPart(part), answers, score: right, level: levelOfScore(right, questions.length) };
  };
  const grammar = answered('grammar', 17);
  const reading = answered('reading', 5);
  const minutes = { grammar: [0, 24], reading: [26, 41], writing: [43, 70] } as const;
  const timed = (
    row: PretestPartRow,
    [from, to]: readonly [number, number],
    limit: number,
  ): PretestPartRow => ({
    ...row,
    status: 'done',
    started_at: at(from),
    deadline: at(from + limit),
    submitted_at: at(to),
  });
  return [
    {
      id: 1,
      user_id: taker.id,
      test_slug: PRETESTS[0]!.slug,
      variant_id: variant.id,
      started_at: at(0),
      finished_at: at(70),
      pause_started_at: null,
      pause_ended_at: null,
      parts: [
        timed(grammar, minutes.grammar, 30),
        timed(reading, minutes.reading, READING_MINUTES),
        {
          ...timed(freshPart('writing'), minutes.writing, 30),
          text: DEMO_WRITING,
          text_revision: 1,
          level: assessWriting(DEMO_WRITING, MIN_WORDS).level,
        },
        { ...freshPart('speaking'), status: 'done', level: 'A2' },
      ],
    },
  ];
});

export const attemptsOf = (userId: number, slug?: string): PretestAttemptRow[] =>
  pretestAttempts
    .where((row) => row.user_id === userId && (slug === undefined || row.test_slug === slug))
    .sort((a, b) => b.id - a.id);
