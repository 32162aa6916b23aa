import { HttpResponse } from 'msw';
import {
  getGetPretestAttemptMockHandler,
  getGetPretestMockHandler,
  getGetPretestSheetMockHandler,
  getListPretestsMockHandler,
  getPausePretestMockHandler,
  getResumePretestMockHandler,
  getSavePretestAnswerMockHandler,
  getSavePretestWritingMockHandler,
  getStartPretestMockHandler,
  getStartPretestPartMockHandler,
  getSubmitPretestPartMockHandler,
  getChoosePretestTopicMockHandler,
} from '../../generated/pretests/pretests.msw';
import type { PretestPart } from '../../generated/model';
import { PretestPart as PretestPartEnum } from '../../generated/model/pretestPart';
import {
  SavePretestAnswerBody,
  ChoosePretestTopicBody,
  SavePretestWritingBody,
  StartPretestBody,
} from '../../generated/zod/pretests/pretests';
import * as clock from '../../time/clock';
import { isSchoolSunday } from '../../time/school-time';
import { pretestAttempts } from '../db/pretest-attempts';
import { PRETESTS, type PretestAttemptRow, freshPart, pretestOf, questionsOf } from '../db/pretests';
import type { UserRow } from '../db';
import {
  beginPart,
  endPause,
  nextTestDate,
  partInProgress,
  pauseActive,
  settle,
  startPause,
  submitPart,
} from '../rules/pretest-clock';
import { wordCount } from '../rules/work-text';
import {
  assessPart,
  attemptView,
  definitionOf,
  ruleOf,
  sheetView,
  testView,
  writingView,
} from './pretests-view';
import { parseBody, pathId } from './request-params';
import { fail, requireUser } from './respond';

/** Entry tests are open to any user but teachers and directors of studies. */
function requireTaker(request: Request): UserRow {
  const user = requireUser(request);
  if (user.spaces.some((space) => space === 'teacher' || space === 'dos')) {
    fail(403, 'forbidden', 'Placement tests are not taken by teachers.');
  }
  return user;
}

function refuseOnSunday(now: Date): void {
  if (isSchoolSunday(now)) {
    fail(409, 'not_held_on_sundays', 'Entry tests are not held on Sundays.', {
      available_on: nextTestDate(now),
    });
  }
}

const partParam = (value: unknown): PretestPart => {
  const part = Object.values(PretestPartEnum).find((name) => name === value);
  if (!part) fail(404, 'not_found', 'The part was not found.');
  return part;
};

/** The caller's own attempt, brought up to the school's clock (others' are 404). */
function ownAttempt(request: Request, idParam: unknown, now: Date): PretestAttemptRow {
  const user = requireTaker(request);
  const row = pretestAttempts.byId(pathId(idParam as string, 'attempt'));
  if (!row || row.user_id !== user.id) fail(404, 'not_found', 'The attempt was not found.');
  if (settle(row, now.getTime(), assessPart(row))) pretestAttempts.save();
  return row;
}

/**
 * The corporate test's writing takes 100 to 250 words (docs/rules-and-limits.md#placement-tests):
 * one over the most is not handed in; it stays in progress with its text.
 */
function refuseTooManyWords(row: PretestAttemptRow, part: PretestAttemptRow['parts'][number]): void {
  if (!row.paid || part.part !== 'writing') return;
  const most = ruleOf(row, part).maxWords;
  if (most !== null && wordCount(part.text) > most) {
    fail(422, 'too_many_words', `The writing has more than ${most} words.`, {
      field: 'text',
      max_words: most,
    });
  }
}

const partOf = (row: PretestAttemptRow, part: PretestPart) =>
  row.parts.find((candidate) => candidate.part === part)!;

/** The part a write goes to: in progress, not paused, not past its time. */
function writablePart(row: PretestAttemptRow, part: PretestPart) {
  const found = partOf(row, part);
  if (pauseActive(row)) fail(409, 'test_paused', 'The test is paused.');
  if (found.status === 'done' && found.time_up) fail(409, 'time_is_up', 'The time of this part has run out.');
  if (found.status !== 'in_progress') fail(409, 'transition_not_allowed', 'The part is not in progress.');
  return found;
}

export const pretestsHandlers = [
  getListPretestsMockHandler(({ request }) => {
    const user = requireTaker(request);
    const now = clock.now();
    return { data: PRETESTS.map((test) => testView(test, user.id, now)) };
  }),

  getGetPretestMockHandler(({ request, params }) => {
    const user = requireTaker(request);
    const test = pretestOf(String(params.slug));
    if (!test) fail(404, 'not_found', 'The test was not found.');
    return { data: testView(test, user.id, clock.now()) };
  }),

  getStartPretestMockHandler(async ({ request, params }) => {
    const user = requireTaker(request);
    const test = pretestOf(String(params.slug));
    if (!test) fail(404, 'not_found', 'The test was not found.');
    const { variant_id } = await parseBody(request, StartPretestBody);
    if (!test.variants.some((variant) => variant.id === variant_id)) {
      fail(422, 'validation_failed', 'The given data was invalid: variant_id.');
    }
    const now = clock.now();
    const running = pretestAttempts.where(
      (row) => row.user_id === user.id && row.test_slug === test.slug && row.finished_at === null,
    )[0];
    if (running) return { data: attemptView(running, now) };
    refuseOnSunday(now);
    const row = pretestAttempts.insert({
      user_id: user.id,
      test_slug: test.slug,
      variant_id,
      started_at: now.toISOString(),
      finished_at: null,
      pause_started_at: null,
      pause_ended_at: null,
      parts: test.parts.map((rule) => freshPart(rule.part)),
      topic_index: test.variants.find((variant) => variant.id === variant_id)!.topics.length > 1 ? null : 0,
      paid: null,
      interview: null,
    });
    // The generated handler answers 200; a new attempt is 201, as the contract says.
    throw HttpResponse.json({ data: attemptView(row, now) }, { status: 201 });
  }),

  getGetPretestAttemptMockHandler(({ request, params }) => {
    const now = clock.now();
    return { data: attemptView(ownAttempt(request, params.attemptId, now), now) };
  }),

  getGetPretestSheetMockHandler(({ request, params }) => {
    const now = clock.now();
    const row = ownAttempt(request, params.attemptId, now);
    const part = partOf(row, partParam(params.part));
    if (part.status !== 'in_progress' && part.status !== 'done') {
      fail(409, 'transition_not_allowed', 'The part has not started.');
    }
    return { data: sheetView(row, part, now) };
  }),

  getStartPretestPartMockHandler(({ request, params }) => {
    const now = clock.now();
    const row = ownAttempt(request, params.attemptId, now);
    const part = partOf(row, partParam(params.part));
    if (part.status === 'in_progress' || part.status === 'done') return { data: sheetView(row, part, now) };
    if (part.part === 'speaking')
      fail(409, 'transition_not_allowed', 'The speaking part is held by a teacher.');
    if (pauseActive(row)) fail(409, 'test_paused', 'The test is paused.');
    if (partInProgress(row)) fail(409, 'transition_not_allowed', 'Another part is in progress.');
    // The corporate test goes in order: writing after grammar (and its break, which may be cut short).
    if (row.paid && part.part === 'writing' && partOf(row, 'grammar').status !== 'done') {
      fail(409, 'transition_not_allowed', 'Lexis and grammar come first.');
    }
    refuseOnSunday(now);
    beginPart(row, part, now.getTime());
    pretestAttempts.save();
    return { data: sheetView(row, part, now) };
  }),

  getSavePretestAnswerMockHandler(async ({ request, params }) => {
    const now = clock.now();
    const row = ownAttempt(request, params.attemptId, now);
    const name = partParam(params.part);
    if (name !== 'grammar' && name !== 'reading') fail(404, 'not_found', 'The part has no questions.');
    const { option_id, revision } = await parseBody(request, SavePretestAnswerBody);
    const part = writablePart(row, name);
    const questionId = pathId(params.questionId as string, 'question');
    const question = questionsOf(definitionOf(row).variant, name).find(
      (candidate) => candidate.id === questionId,
    );
    if (!question) fail(404, 'not_found', 'The question was not found.');
    if (option_id !== null && !question.options.some((option) => option.id === option_id)) {
      fail(422, 'validation_failed', 'The given data was invalid: option_id.');
    }
    const kept = part.answers[String(questionId)];
    if (!kept || revision > kept.revision) {
      part.answers[String(questionId)] = { option_id, revision };
      pretestAttempts.save();
    }
    return { data: { question_id: questionId, ...part.answers[String(questionId)]! } };
  }),

  getSavePretestWritingMockHandler(async ({ request, params }) => {
    const now = clock.now();
    const row = ownAttempt(request, params.attemptId, now);
    const { text, revision } = await parseBody(request, SavePretestWritingBody);
    const part = writablePart(row, 'writing');
    if (row.topic_index === null) fail(409, 'transition_not_allowed', 'Choose a topic first.');
    if (revision > part.text_revision) {
      part.text = text;
      part.text_revision = revision;
      pretestAttempts.save();
    }
    return { data: writingView(row) };
  }),

  getChoosePretestTopicMockHandler(async ({ request, params }) => {
    const now = clock.now();
    const row = ownAttempt(request, params.attemptId, now);
    const { topic_index } = await parseBody(request, ChoosePretestTopicBody);
    writablePart(row, 'writing');
    if (row.topic_index !== null) fail(409, 'transition_not_allowed', 'The topic has been chosen.');
    if (topic_index >= definitionOf(row).variant.topics.length) {
      fail(422, 'validation_failed', 'The given data was invalid: topic_index.');
    }
    row.topic_index = topic_index;
    pretestAttempts.save();
    return { data: writingView(row) };
  }),

  getSubmitPretestPartMockHandler(({ request, params }) => {
    const now = clock.now();
    const row = ownAttempt(request, params.attemptId, now);
    const part = partOf(row, partParam(params.part));
    if (part.status === 'done') return { data: attemptView(row, now) };
    if (pauseActive(row)) fail(409, 'test_paused', 'The test is paused.');
    if (part.status !== 'in_progress') fail(409, 'transition_not_allowed', 'The part is not in progress.');
    refuseTooManyWords(row, part);
    submitPart(row, part, now.getTime(), false, assessPart(row));
    pretestAttempts.save();
    return { data: attemptView(row, now) };
  }),

  getPausePretestMockHandler(({ request, params }) => {
    const now = clock.now();
    const row = ownAttempt(request, params.attemptId, now);
    const outcome = startPause(row, now.getTime());
    if (outcome === 'used') fail(409, 'pause_used', 'The pause of this test has been used.');
    if (outcome === 'no_part') fail(409, 'transition_not_allowed', 'No part is in progress.');
    pretestAttempts.save();
    return { data: attemptView(row, now) };
  }),

  getResumePretestMockHandler(({ request, params }) => {
    const now = clock.now();
    const row = ownAttempt(request, params.attemptId, now);
    if (!pauseActive(row)) fail(409, 'transition_not_allowed', 'The test is not paused.');
    endPause(row, now.getTime());
    pretestAttempts.save();
    return { data: attemptView(row, now) };
  }),
];
