import type { Level, PretestPart } from '../../generated/model';
import * as clock from '../../time/clock';
import { addMinutesIso } from '../../time/school-time';
import { assessWriting, levelOfScore } from '../rules/pretest-levels';
import { MIN_WORDS } from '../rules/work-text';
import { DEMO_COMPANY, corporateTeacherOf, employeesOf, managerOf } from './companies';
import {
  PAID_PRETEST,
  PRETESTS,
  type InterviewRow,
  type PaidFeedbackRow,
  type PretestAttemptRow,
  type PretestDef,
  type PretestPartRow,
  freshPart,
  questionsOf,
} from './pretests';
import { createTable } from './table';
import { users } from './users';

const ENTRY_WRITING =
  'I would like to improve my English because I use it at work every week. I write e-mails to ' +
  'partners in Poland and Germany, and sometimes I have to join video calls. I understand most of ' +
  'what people say, but I often need more time to answer, and I make mistakes with tenses. Last ' +
  'year I took a short online course, which helped me with vocabulary, but I did not practise ' +
  'speaking enough. In a group I hope to speak more, listen to other students and get feedback ' +
  'from a teacher. I also want to read books in English and watch films without subtitles.';

const PAID_WRITING =
  'Last year our team moved the company’s customer support to a new ticket system. The goal was ' +
  'to answer every customer within one working day instead of three. I led the project together ' +
  'with two colleagues from IT and one from the sales department. The main problem was the old ' +
  'data: thousands of tickets had no category, and the export from the old system often failed. ' +
  'We decided to clean the data in small parts every evening, so the support team could keep ' +
  'working during the day. We also trained every agent in short sessions of thirty minutes. After ' +
  'four months the average answer time fell to six hours, and customers started to leave better ' +
  'reviews. I learned that a clear plan and regular short meetings matter more than a perfect ' +
  'tool, and that people accept change more easily when they understand why it is needed.';

type Minutes = readonly [from: number, to: number];

/** A multiple-choice part answered with `right` correct answers, handed in over `minutes`. */
function answeredPart(
  test: PretestDef,
  part: PretestPart,
  right: number,
  at: (minutes: number) => string,
  [from, to]: Minutes,
): PretestPartRow {
  const variant = test.variants[0]!;
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
  return {
    ...freshPart(part),
    ...handedIn(test, part, at, [from, to]),
    answers,
    score: right,
    level: levelOfScore(right, questions.length),
  };
}

function handedIn(test: PretestDef, part: PretestPart, at: (minutes: number) => string, [from, to]: Minutes) {
  const minutes = test.parts.find((rule) => rule.part === part)!.minutes ?? 0;
  return {
    status: 'done' as const,
    started_at: at(from),
    deadline: at(from + minutes),
    submitted_at: at(to),
  };
}

const minutesAfter = (start: string) => (minutes: number) => addMinutesIso(start, minutes);
const daysAgo = (days: number) => addMinutesIso(clock.now().toISOString(), -days * 24 * 60);

/** How an entry test's interview went: still waiting, or held by a teacher `days` after the test. */
type SeedInterview = 'waiting' | { teacher: number; days: number; level: Level; minutes: number };

/** The speaking part and the interview row of a seeded entry test. */
function interviewOf(interview: SeedInterview, finishedAt: string) {
  if (interview === 'waiting') return { speaking: freshPart('speaking'), row: null };
  const recorded = addMinutesIso(finishedAt, interview.days * 24 * 60);
  const speaking: PretestPartRow = {
    ...freshPart('speaking'),
    status: 'done',
    started_at: addMinutesIso(recorded, -interview.minutes),
    submitted_at: recorded,
    level: interview.level,
  };
  const row: InterviewRow = {
    teacher_id: interview.teacher,
    status: 'held',
    minutes: interview.minutes,
    recorded_at: recorded,
  };
  return { speaking, row };
}

/** A finished entry test taken `days` ago, its speaking interview waiting or held. */
function finishedEntry(
  id: number,
  userId: number,
  days: number,
  grammar: number,
  reading: number,
  interview: SeedInterview,
): PretestAttemptRow {
  const test = PRETESTS[0]!;
  const at = minutesAfter(daysAgo(days));
  const speaking = interviewOf(interview, at(70));
  return {
    id,
    user_id: userId,
    test_slug: test.slug,
    variant_id: test.variants[0]!.id,
    started_at: at(0),
    finished_at: at(70),
    pause_started_at: null,
    pause_ended_at: null,
    topic_index: 0,
    paid: null,
    interview: speaking.row,
    parts: [
      answeredPart(test, 'grammar', grammar, at, [0, 24]),
      answeredPart(test, 'reading', reading, at, [26, 41]),
      {
        ...freshPart('writing'),
        ...handedIn(test, 'writing', at, [43, 70]),
        text: ENTRY_WRITING,
        text_revision: 1,
        level: assessWriting(ENTRY_WRITING, MIN_WORDS).level,
      },
      speaking.speaking,
    ],
  };
}

type PaidStage = 'assigned' | 'waiting' | 'held' | 'finished';

const sentFeedback = (
  id: number,
  part: 'writing' | 'speaking',
  level: Level,
  comment: string,
  at: string,
): PaidFeedbackRow => ({
  id,
  part,
  kind: 'base',
  level,
  comment,
  criteria: [],
  sent_at: at,
  updated_at: at,
});

/** A corporate placement test assigned `days` ago and taken as far as `stage`. */
function paidAttempt(
  id: number,
  userId: number,
  days: number,
  stage: PaidStage,
  grammar: number,
): PretestAttemptRow {
  const test = PAID_PRETEST;
  const assigned = daysAgo(days);
  const at = minutesAfter(addMinutesIso(assigned, 24 * 60));
  const taken = stage !== 'assigned';
  const finished = stage === 'finished';
  const sentAt = at(3 * 24 * 60);
  const feedbacks = finished
    ? [
        sentFeedback(
          id * 10 + 1,
          'writing',
          'B2',
          'A clear, well-organised account of the project with a good range of work vocabulary; watch articles and the past perfect.',
          sentAt,
        ),
        sentFeedback(
          id * 10 + 2,
          'speaking',
          'B1',
          'Speaks confidently about work and answers follow-up questions; needs more accuracy with tenses when telling a story.',
          sentAt,
        ),
      ]
    : [];
  return {
    id,
    user_id: userId,
    test_slug: test.slug,
    variant_id: test.variants[0]!.id,
    started_at: taken ? at(0) : assigned,
    finished_at: taken ? at(72) : null,
    pause_started_at: null,
    pause_ended_at: null,
    topic_index: taken ? 0 : null,
    paid: {
      company: DEMO_COMPANY,
      assigned_at: assigned,
      assigned_by: managerOf(DEMO_COMPANY)?.id ?? userId,
      teacher_id: corporateTeacherOf(DEMO_COMPANY)?.id ?? userId,
      speaking: stage === 'held' || finished ? 'held' : 'waiting',
      feedbacks,
      finished_at: finished ? sentAt : null,
    },
    interview: null,
    parts: taken
      ? [
          answeredPart(test, 'grammar', grammar, at, [0, 37]),
          {
            ...freshPart('writing'),
            ...handedIn(test, 'writing', at, [42, 72]),
            text: PAID_WRITING,
            text_revision: 1,
            level: finished ? 'B2' : null,
          },
          finished ? { ...freshPart('speaking'), status: 'done', level: 'B1' } : freshPart('speaking'),
        ]
      : test.parts.map((rule) => freshPart(rule.part)),
  };
}

/**
 * Attempts: the demo taker finished the adults' entry test a week ago, its interview waiting for a
 * teacher; the demo corporate student took the entry test (interviewed by the demo teacher) before
 * the company's test, finished a paid test a month ago and has a new one assigned; two colleagues
 * have handed in their written parts, one of them had the interview. Two students took the entry
 * test too: one waits for the interview, the demo teacher held the other's.
 */
export const pretestAttempts = createTable<PretestAttemptRow>('pretestAttempts', () => {
  const idOf = (email: string) => users.byEmail(email)?.id;
  const taker = idOf('pretest@demo.school');
  const employee = idOf('corp.student@demo.school');
  const colleagues = employeesOf(DEMO_COMPANY).filter((row) => row.id !== employee);
  const rows: PretestAttemptRow[] = [];
  const teacher = idOf('teacher@demo.school') ?? 0;
  if (taker) rows.push(finishedEntry(1, taker, 7, 17, 5, 'waiting'));
  if (employee) {
    rows.push(finishedEntry(2, employee, 45, 20, 6, { teacher, days: 1, level: 'A2', minutes: 12 }));
    rows.push(paidAttempt(3, employee, 30, 'finished', 38));
    rows.push(paidAttempt(4, employee, 2, 'assigned', 0));
  }
  if (colleagues[0]) rows.push(paidAttempt(5, colleagues[0].id, 4, 'waiting', 29));
  if (colleagues[1]) rows.push(paidAttempt(6, colleagues[1].id, 6, 'held', 47));
  const [waiting, held] = [idOf('student12@school.mock'), idOf('student27@school.mock')];
  if (waiting) rows.push(finishedEntry(7, waiting, 2, 22, 6, 'waiting'));
  if (held) rows.push(finishedEntry(8, held, 6, 12, 4, { teacher, days: 2, level: 'B1', minutes: 14 }));
  return rows;
});

export const attemptsOf = (userId: number, slug?: string): PretestAttemptRow[] =>
  pretestAttempts
    .where((row) => row.user_id === userId && (slug === undefined || row.test_slug === slug))
    .sort((a, b) => b.id - a.id);
