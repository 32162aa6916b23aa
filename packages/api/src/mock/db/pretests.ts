import type { Level, PretestPart, PretestPartStatus } from '../../generated/model';
import { MIN_WORDS } from '../rules/work-text';
import {
  ADULT_GRAMMAR,
  ADULT_READING,
  ADULT_WRITING,
  type BankPassage,
  CORPORATE_GRAMMAR,
  CORPORATE_WRITING,
  type BankQuestion,
  type BankTopic,
  TEEN_GRAMMAR,
  TEEN_READING,
  TEEN_WRITING,
} from './placement-bank';

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
  /** The passage of the reading part; null for a test without one. */
  reading: BankPassage | null;
  /** One topic, or two to choose from. */
  topics: readonly BankTopic[];
};

export type PretestDef = {
  /** An entry test a taker chooses, or the corporate placement test a company pays for. */
  kind: 'entry' | 'paid';
  slug: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  audience: 'adults' | 'teenagers';
  parts: readonly PartRule[];
  variants: readonly PretestVariantDef[];
};

/** The parts a taker works through, in order, of a test's parts: all but speaking, which a teacher holds. */
export const takenParts = (parts: readonly { part: PretestPart }[]): PretestPart[] =>
  parts.map((rule) => rule.part).filter((part) => part !== 'speaking');
/** Reading takes 20 minutes. */
export const READING_MINUTES = 20;
/** The one pause of a test, 15 minutes. */
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
    kind: 'entry',
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
        topics: [ADULT_WRITING],
      },
    ],
  },
  {
    kind: 'entry',
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
        topics: [TEEN_WRITING],
      },
    ],
  },
];

/** The corporate placement test's break after grammar and its time to choose a writing topic. */
export const BREAK_MINUTES = 5;
export const TOPIC_CHOICE_MINUTES = 5;
/** The speaking interview of the corporate test takes up to 15 minutes. */
export const SPEAKING_MINUTES = 15;

/**
 * The corporate placement test: lexis and grammar 65 questions in 40 minutes, a
 * 5-minute break, writing 30 minutes in 100 to 250 words on one of two topics, then speaking.
 */
export const PAID_PRETEST: PretestDef = {
  kind: 'paid',
  slug: 'corporate-placement',
  name: 'Корпоративний тест на рівень англійської',
  name_en: 'Corporate English placement test',
  description:
    'Тест, який оплачує ваша компанія: лексика й граматика, письмо на одну з двох тем і співбесіда з викладачем. Результат і сертифікат — протягом п’яти робочих днів.',
  description_en:
    'A test your company pays for: lexis and grammar, writing on one of two topics and an interview with a teacher. The result and the certificate come within five working days.',
  audience: 'adults',
  parts: [
    { part: 'grammar', minutes: 40, minWords: null, maxWords: null },
    { part: 'writing', minutes: 30, minWords: 100, maxWords: 250 },
    { part: 'speaking', minutes: null, minWords: null, maxWords: null },
  ],
  variants: [
    {
      id: 3,
      name: 'Варіант 1',
      name_en: 'Version 1',
      grammar: CORPORATE_GRAMMAR,
      reading: null,
      topics: CORPORATE_WRITING,
    },
  ],
};

export const pretestOf = (slug: string): PretestDef | undefined =>
  PRETESTS.find((test) => test.slug === slug);

export const variantOf = (variantId: number) => {
  for (const test of [...PRETESTS, PAID_PRETEST]) {
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
  const bank =
    part === 'grammar' ? variant.grammar : part === 'reading' ? (variant.reading?.questions ?? []) : [];
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

/** The teacher's feedback on a part of a paid test. */
export type PaidFeedbackRow = {
  id: number;
  part: 'writing' | 'speaking';
  kind: 'base' | 'detailed';
  level: Level | null;
  comment: string;
  criteria: { key: CriterionKey; comment: string }[];
  sent_at: string | null;
  updated_at: string;
};
export type CriterionKey = 'task' | 'organisation' | 'fluency' | 'pronunciation' | 'vocabulary' | 'grammar';

/** What a paid test adds to an attempt: the company, who assigned it, the interview and the feedback. */
export type PaidRow = {
  company: string;
  assigned_at: string;
  assigned_by: number;
  teacher_id: number;
  speaking: 'waiting' | 'held' | 'missed';
  feedbacks: PaidFeedbackRow[];
  finished_at: string | null;
};

/**
 * The interview of an entry test's speaking part as a teacher recorded it: held, with the minutes
 * it took (the level is the speaking part's), or missed.
 */
export type InterviewRow = {
  teacher_id: number;
  status: 'held' | 'missed';
  minutes: number | null;
  recorded_at: string;
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
  /** The writing topic chosen (its place in the variant's topics); null until chosen. */
  topic_index: number | null;
  /** Set for a corporate placement test. */
  paid: PaidRow | null;
  /** An entry test's interview once recorded; null while it waits, and for a corporate test. */
  interview: InterviewRow | null;
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
