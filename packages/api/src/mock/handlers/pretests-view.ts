import type {
  PretestAttempt,
  PretestAttemptSummary,
  PretestPartResult,
  PretestPartRule,
  PretestSheet,
  PretestTest,
  PretestWriting,
} from '../../generated/model';
import { isSchoolSunday } from '../../time/school-time';
import { attemptsOf } from '../db/pretest-attempts';
import {
  PAUSE_MINUTES,
  type PretestAttemptRow,
  type PretestDef,
  type PretestPartRow,
  questionsOf,
  variantOf,
} from '../db/pretests';
import { breakEnd, nextTestDate, pauseActive, secondsUsed, topicChoiceEnd } from '../rules/pretest-clock';
import { assessWriting, levelOfScore, overallLevel } from '../rules/pretest-levels';
import { wordCount } from '../rules/work-text';

/** The version and test of an attempt (always found: attempts are made from the catalogue). */
export const definitionOf = (row: PretestAttemptRow) => variantOf(row.variant_id)!;

export const ruleOf = (row: PretestAttemptRow, part: PretestPartRow) =>
  definitionOf(row).test.parts.find((rule) => rule.part === part.part)!;

/**
 * Assesses a handed-in part: multiple choice by its correct answers, an entry test's writing by
 * the examiner; a paid test's writing waits for the corporate teacher's feedback.
 */
export const assessPart = (row: PretestAttemptRow) => (part: PretestPartRow) => {
  const { variant } = definitionOf(row);
  if (part.part === 'writing') {
    const { level } = assessWriting(part.text, ruleOf(row, part).minWords ?? 0);
    part.not_enough_text = level === null;
    if (row.paid === null) part.level = level;
    return;
  }
  const questions = questionsOf(variant, part.part);
  part.score = questions.filter(
    (question) => part.answers[String(question.id)]?.option_id === question.correct,
  ).length;
  part.level = levelOfScore(part.score, questions.length);
};

/** The overall level once the entry test's parts are done, or once a paid test's result is out. */
const overallOf = (row: PretestAttemptRow) =>
  (row.paid ? row.paid.finished_at : row.finished_at) === null
    ? null
    : overallLevel(row.parts.map((part) => part.level));

const partView = (row: PretestAttemptRow, part: PretestPartRow): PretestPartResult => {
  const done = part.status === 'done';
  const multipleChoice = part.part === 'grammar' || part.part === 'reading';
  return {
    part: part.part,
    status: part.status,
    started_at: part.started_at,
    deadline: part.deadline,
    submitted_at: part.submitted_at,
    time_up: part.time_up,
    seconds_used: secondsUsed(part),
    score: multipleChoice && done ? part.score : null,
    max_score: multipleChoice ? questionsOf(definitionOf(row).variant, part.part).length : null,
    words: part.part === 'writing' ? wordCount(part.text) : null,
    level: done ? part.level : null,
    assessment:
      part.part === 'writing' && done ? (part.not_enough_text ? 'not_enough_text' : 'assessed') : null,
  };
};

export const attemptView = (row: PretestAttemptRow, now: Date): PretestAttempt => {
  const { test, variant } = definitionOf(row);
  const pauseEnd =
    row.pause_ended_at ??
    (row.pause_started_at
      ? new Date(new Date(row.pause_started_at).getTime() + PAUSE_MINUTES * 60_000).toISOString()
      : null);
  const rest = breakEnd(row);
  return {
    id: row.id,
    kind: test.kind,
    test_slug: test.slug,
    test_name: test.name,
    test_name_en: test.name_en,
    variant: { id: variant.id, name: variant.name, name_en: variant.name_en },
    status: row.finished_at === null ? 'in_progress' : 'finished',
    started_at: row.started_at,
    finished_at: row.finished_at,
    parts: row.parts.map((part) => partView(row, part)),
    pause: {
      used: row.pause_started_at !== null,
      active: pauseActive(row),
      started_at: row.pause_started_at,
      ends_at: pauseEnd,
      minutes: PAUSE_MINUTES,
    },
    break_ends_at: rest === null ? null : new Date(rest).toISOString(),
    overall_level: overallOf(row),
    server_now: now.toISOString(),
  };
};

const summaryOf = (row: PretestAttemptRow): PretestAttemptSummary => ({
  id: row.id,
  variant_id: row.variant_id,
  status: row.finished_at === null ? 'in_progress' : 'finished',
  started_at: row.started_at,
  finished_at: row.finished_at,
  overall_level: overallOf(row),
});

/** What each part of a test asks, as the intro and start pages state it. */
export const partRules = (test: PretestDef): PretestPartRule[] =>
  test.parts.map((rule) => ({
    part: rule.part,
    minutes: rule.minutes,
    questions:
      rule.part === 'grammar' || rule.part === 'reading'
        ? questionsOf(test.variants[0]!, rule.part).length
        : null,
    min_words: rule.minWords,
    max_words: rule.maxWords,
  }));

export const testView = (test: PretestDef, userId: number, now: Date): PretestTest => {
  const latest = attemptsOf(userId, test.slug)[0];
  return {
    slug: test.slug,
    name: test.name,
    name_en: test.name_en,
    description: test.description,
    description_en: test.description_en,
    audience: test.audience,
    parts: partRules(test),
    variants: test.variants.map(({ id, name, name_en }) => ({ id, name, name_en })),
    attempt: latest ? summaryOf(latest) : null,
    availability: { held_today: !isSchoolSunday(now), next_date: nextTestDate(now) },
  };
};

export const sheetView = (row: PretestAttemptRow, part: PretestPartRow, now: Date): PretestSheet => {
  const { variant } = definitionOf(row);
  return {
    attempt: attemptView(row, now),
    part: partView(row, part),
    passage:
      part.part === 'reading' && variant.reading
        ? { title: variant.reading.title, text: variant.reading.text }
        : null,
    questions: questionsOf(variant, part.part).map(({ id, text, options }) => ({ id, text, options })),
    answers: Object.entries(part.answers).map(([id, answer]) => ({ question_id: Number(id), ...answer })),
    writing: part.part === 'writing' ? writingView(row) : null,
  };
};

/** The writing's topics, the one chosen (or the first while the choice is open) and the text. */
export const writingView = (row: PretestAttemptRow): PretestWriting => {
  const { variant } = definitionOf(row);
  const part = row.parts.find((candidate) => candidate.part === 'writing')!;
  const topic = variant.topics[row.topic_index ?? 0]!;
  const choiceEnd = topicChoiceEnd(row);
  return {
    topic_title: topic.title,
    topic_prompt: topic.prompt,
    topics: variant.topics.map(({ title, prompt }) => ({ title, prompt })),
    topic_index: row.topic_index,
    choose_by: choiceEnd === null ? null : new Date(choiceEnd).toISOString(),
    text: part.text,
    revision: part.text_revision,
    words: wordCount(part.text),
  };
};
