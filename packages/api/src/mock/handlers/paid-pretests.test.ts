import { describe, expect, it, vi } from 'vitest';
import {
  assignPaidPretests,
  createPaidPretestFeedback,
  getCompanyPretestAttempt,
  getCompanyPretests,
  getPaidPretest,
  listCompanyPaidPretests,
  listCompanyPretestAttempts,
  listPaidPretestChecks,
  listPaidPretests,
  savePaidPretestFeedback,
  setPaidPretestSpeaking,
} from '../../generated/paid-pretests/paid-pretests';
import {
  choosePretestTopic,
  getPretestAttempt,
  savePretestAnswer,
  savePretestWriting,
  startPretestPart,
  submitPretestPart,
} from '../../generated/pretests/pretests';
import {
  AssignPaidPretestsResponse,
  GetCompanyPretestAttemptResponse,
  GetPaidPretestResponse,
  ListCompanyPaidPretestsResponse,
  ListCompanyPretestAttemptsResponse,
  ListPaidPretestChecksResponse,
  ListPaidPretestsResponse,
} from '../../generated/zod/paid-pretests/paid-pretests';
import { GetPretestAttemptResponse, StartPretestPartResponse } from '../../generated/zod/pretests/pretests';
import { pretestAttempts } from '../db/pretest-attempts';
import { questionsOf, variantOf } from '../db/pretests';
import { levelOfPoints } from '../rules/pretest-levels';
import { workingDaysAfter } from '../rules/paid-pretest-status';
import { expectError, signIn, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const MINUTE = 60_000;
const after = (minutes: number) => vi.setSystemTime(Date.now() + minutes * MINUTE);

/** The demo corporate student's test that waits to be taken. */
async function assignedTest() {
  await signIn('corp.student@demo.school');
  const { data } = ListPaidPretestsResponse.parse(await listPaidPretests());
  return data.find((test) => test.status === 'assigned')!;
}

const attempt = async (id: number) => GetPretestAttemptResponse.parse(await getPretestAttempt(id)).data;
const part = async (id: number, name: string) => (await attempt(id)).parts.find((p) => p.part === name)!;

/** Answers the first `right` grammar questions correctly and hands grammar in. */
async function takeGrammar(id: number, right: number) {
  await startPretestPart(id, 'grammar');
  const questions = questionsOf(variantOf(pretestAttempts.byId(id)!.variant_id)!.variant, 'grammar');
  for (const question of questions.slice(0, right)) {
    await savePretestAnswer(id, 'grammar', question.id, { option_id: question.correct, revision: 1 });
  }
  await submitPretestPart(id, 'grammar');
}

const WORDS = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('the employee’s test', () => {
  it('has 65 questions of lexis and grammar in 40 minutes, scored one point each on the school’s bands', async () => {
    const test = await assignedTest();
    const sheet = StartPretestPartResponse.parse(await startPretestPart(test.id, 'grammar')).data;
    expect(sheet.questions).toHaveLength(65);
    const minutes =
      (new Date(sheet.part.deadline!).getTime() - new Date(sheet.attempt.server_now).getTime()) / MINUTE;
    expect(minutes).toBe(40);
    expect(sheet.part.max_score).toBe(65);
    expect([10, 11, 20, 21, 35, 36, 45, 46, 55, 56, 65].map(levelOfPoints)).toEqual([
      'A1',
      'A2',
      'A2',
      'B1',
      'B1',
      'B2',
      'B2',
      'C1',
      'C1',
      'C2',
      'C2',
    ]);
  });

  it('keeps writing closed until grammar is in, then starts it when the 5-minute break ends', async () => {
    const test = await assignedTest();
    await expectError(startPretestPart(test.id, 'writing'), 409, 'transition_not_allowed');
    await takeGrammar(test.id, 36);
    const grammar = await part(test.id, 'grammar');
    expect(grammar).toMatchObject({ score: 36, level: 'B2' });
    const breakEnd = (await attempt(test.id)).break_ends_at!;
    expect(new Date(breakEnd).getTime() - new Date(grammar.submitted_at!).getTime()).toBe(5 * MINUTE);
    after(4);
    expect((await part(test.id, 'writing')).status).toBe('not_started');
    after(2);
    const writing = await part(test.id, 'writing');
    expect(writing.status).toBe('in_progress');
    expect(writing.started_at).toBe(new Date(breakEnd).toISOString());
    expect(new Date(writing.deadline!).getTime() - new Date(breakEnd).getTime()).toBe(30 * MINUTE);
  });

  it('lets the taker cut the break short and choose one of two topics within 5 minutes', async () => {
    const test = await assignedTest();
    await takeGrammar(test.id, 10);
    const sheet = StartPretestPartResponse.parse(await startPretestPart(test.id, 'writing')).data;
    expect(sheet.writing!.topics).toHaveLength(2);
    expect(sheet.writing!.topic_index).toBeNull();
    expect(sheet.writing!.choose_by).not.toBeNull();
    await expectError(
      savePretestWriting(test.id, { text: 'Hello', revision: 1 }),
      409,
      'transition_not_allowed',
    );
    const chosen = await choosePretestTopic(test.id, { topic_index: 1 });
    expect(chosen).toMatchObject({ data: { topic_index: 1, choose_by: null } });
    await expectError(choosePretestTopic(test.id, { topic_index: 0 }), 409, 'transition_not_allowed');
  });

  it('assigns the first topic when the 5 minutes pass without a choice', async () => {
    const test = await assignedTest();
    await takeGrammar(test.id, 10);
    await startPretestPart(test.id, 'writing');
    after(5);
    await expectError(choosePretestTopic(test.id, { topic_index: 1 }), 409, 'transition_not_allowed');
    expect(pretestAttempts.byId(test.id)!.topic_index).toBe(0);
  });

  it('goes from assigned through in progress to waiting, results due five working days on', async () => {
    const test = await assignedTest();
    expect(test.manager_label).toBe('waiting_to_start');
    await takeGrammar(test.id, 20);
    let view = GetPaidPretestResponse.parse(await getPaidPretest(test.id)).data;
    expect(view.status).toBe('in_progress');
    await startPretestPart(test.id, 'writing');
    await choosePretestTopic(test.id, { topic_index: 0 });
    await savePretestWriting(test.id, { text: WORDS(60), revision: 1 });
    await submitPretestPart(test.id, 'writing');
    view = GetPaidPretestResponse.parse(await getPaidPretest(test.id)).data;
    expect(view).toMatchObject({ status: 'waiting', manager_label: 'assigned' });
    expect(view.results_due_on).toBe(workingDaysAfter(view.written_at!, 5));
    // Under 100 words: not enough text for evaluation; no level before the teacher's feedback.
    expect(view.attempt.parts.find((p) => p.part === 'writing')).toMatchObject({
      assessment: 'not_enough_text',
      level: null,
    });
  });

  it('counts five working days over a weekend', () => {
    // Tuesday 24 November 2026 → Tuesday 1 December; Friday 27 → Friday 4 December.
    expect(workingDaysAfter('2026-11-24T10:00:00+02:00', 5)).toBe('2026-12-01');
    expect(workingDaysAfter('2026-11-27T23:30:00+02:00', 5)).toBe('2026-12-04');
    expect(workingDaysAfter('2026-11-28T12:00:00+02:00', 5)).toBe('2026-12-04');
  });

  it('is not seen by other employees, and a colleague’s test is 404', async () => {
    const test = await assignedTest();
    await signIn('student@demo.school');
    await expectError(listPaidPretests(), 403, 'forbidden');
    await expectError(getPaidPretest(test.id), 404, 'not_found');
  });
});

describe('the manager', () => {
  it('sees the balance of checks and every employee with a label', async () => {
    await signIn('hr@demo.school');
    const overview = await getCompanyPretests();
    expect(overview.data.balance).toMatchObject({ prepaid: 8, used: 4, left: 4 });
    const table = ListCompanyPaidPretestsResponse.parse(await listCompanyPaidPretests({ per_page: 100 }));
    expect(table.meta.total).toBe(25);
    const labels = new Set(table.data.map((row) => row.label));
    expect(labels).toEqual(new Set(['waiting_to_start', 'assigned', 'in_review', 'not_assigned']));
    const searched = ListCompanyPaidPretestsResponse.parse(
      await listCompanyPaidPretests({ search: 'corp.student' }),
    );
    expect(searched.data.map((row) => row.student.email)).toEqual(['corp.student@demo.school']);
    // A new test waits to start, and the row still shows the result of the one finished before it.
    const [employee] = searched.data;
    expect(employee).toMatchObject({ label: 'waiting_to_start', result: { status: 'finished' } });
    expect(employee!.result!.certificate).not.toBeNull();
    expect(employee!.result!.id).not.toBe(employee!.test!.id);
  });

  it('assigns within the balance, all or none, and is refused beyond it', async () => {
    await signIn('hr@demo.school');
    const table = ListCompanyPaidPretestsResponse.parse(await listCompanyPaidPretests({ per_page: 100 }));
    const free = table.data.filter((row) => row.label === 'not_assigned' && row.student.active);
    const result = AssignPaidPretestsResponse.parse(
      await assignPaidPretests({ student_ids: [free[0]!.student.id, free[1]!.student.id] }),
    );
    expect(result.data.map((test) => test.status)).toEqual(['assigned', 'assigned']);
    expect(result.balance.left).toBe(2);
    await expectError(
      assignPaidPretests({ student_ids: free.slice(2, 5).map((row) => row.student.id) }),
      409,
      'not_enough_checks',
    );
    expect(ListCompanyPaidPretestsResponse.parse(await listCompanyPaidPretests()).balance.left).toBe(2);
  });

  it('cannot assign a second open test, a declined employee or someone else', async () => {
    await signIn('hr@demo.school');
    const table = ListCompanyPaidPretestsResponse.parse(await listCompanyPaidPretests({ per_page: 100 }));
    const open = table.data.find((row) => row.label === 'waiting_to_start')!;
    const declined = table.data.find((row) => !row.student.active)!;
    await expectError(assignPaidPretests({ student_ids: [open.student.id] }), 422, 'validation_failed');
    await expectError(assignPaidPretests({ student_ids: [declined.student.id] }), 422, 'validation_failed');
    await expectError(assignPaidPretests({ student_ids: [1] }), 422, 'validation_failed');
    await signIn('corp.student@demo.school');
    await expectError(assignPaidPretests({ student_ids: [1] }), 403, 'forbidden');
  });
});

describe("the manager and the employees' entry tests", () => {
  it('lists who took a test and opens their result with the employee; others are not found', async () => {
    await signIn('hr@demo.school');
    const overview = await getCompanyPretests();
    const adults = overview.data.entry_tests[0]!;
    expect(adults.takers).toBe(1);
    const takers = ListCompanyPretestAttemptsResponse.parse(await listCompanyPretestAttempts(adults.slug));
    expect(takers.meta.total).toBe(1);
    const [taker] = takers.data;
    expect(taker!.student.email).toBe('corp.student@demo.school');
    const result = GetCompanyPretestAttemptResponse.parse(await getCompanyPretestAttempt(taker!.attempt.id));
    expect(result.student.id).toBe(taker!.student.id);
    expect(result.data.overall_level).toBe(taker!.attempt.overall_level);
    // The school's own taker is not an employee; a paid test is not an entry test.
    const outsider = pretestAttempts.where((row) => row.paid === null && row.id !== taker!.attempt.id)[0]!;
    await expectError(getCompanyPretestAttempt(outsider.id), 404, 'not_found');
    const paid = pretestAttempts.where((row) => row.paid !== null)[0]!;
    await expectError(getCompanyPretestAttempt(paid.id), 404, 'not_found');
    await expectError(listCompanyPretestAttempts('no-such-test'), 404, 'not_found');
  });
});

describe('the corporate teacher', () => {
  async function waitingTest() {
    await signIn('corp.teacher@demo.school');
    const { data } = ListPaidPretestChecksResponse.parse(await listPaidPretestChecks());
    return data.find((test) => test.status === 'waiting')!;
  }

  it('lists the tests whose written parts are in, those to check first and the soonest due first', async () => {
    await signIn('corp.teacher@demo.school');
    const { data } = ListPaidPretestChecksResponse.parse(await listPaidPretestChecks());
    expect(data.map((test) => test.status)).toEqual(['need_feedback', 'waiting', 'finished']);
    expect(data[0]!.results_due_on! <= data[1]!.results_due_on!).toBe(true);
    expect(data[0]!.writing!.text.length).toBeGreaterThan(100);
  });

  it('holds the interview, writes feedback under the rules, and the result goes out with a certificate', async () => {
    const test = await waitingTest();
    await expectError(
      createPaidPretestFeedback(test.id, { part: 'speaking', kind: 'base' }),
      409,
      'transition_not_allowed',
    );
    const writing = (await createPaidPretestFeedback(test.id, { part: 'writing', kind: 'detailed' })).data;
    expect(writing.criteria.map((c) => c.key)).toEqual(['task', 'organisation', 'vocabulary', 'grammar']);
    const comment = 'Clear structure and a good range of vocabulary.';
    await expectError(
      savePaidPretestFeedback(test.id, writing.id, {
        level: 'B2',
        comment: 'Good.',
        criteria: [],
        send: true,
      }),
      422,
      'comment_too_short',
    );
    const criteria = writing.criteria.map((c) => ({
      key: c.key,
      comment: c.key === 'grammar' ? '' : 'Fine.',
    }));
    await expectError(
      savePaidPretestFeedback(test.id, writing.id, { level: 'B2', comment, criteria, send: true }),
      422,
      'feedback_incomplete',
    );
    // A draft keeps what was typed; the employee sees nothing of it.
    await savePaidPretestFeedback(test.id, writing.id, { level: 'B2', comment, criteria, send: false });
    const full = criteria.map((c) => ({ ...c, comment: 'Fine.' }));
    await savePaidPretestFeedback(test.id, writing.id, { level: 'B2', comment, criteria: full, send: true });
    await expectError(
      savePaidPretestFeedback(test.id, writing.id, { level: 'C1', comment, criteria: full, send: false }),
      409,
      'feedback_locked',
    );
    await setPaidPretestSpeaking(test.id, { status: 'held' });
    expect(GetPaidPretestResponse.parse(await getPaidPretest(test.id)).data.status).toBe('in_review');
    const speaking = (await createPaidPretestFeedback(test.id, { part: 'speaking', kind: 'base' })).data;
    await savePaidPretestFeedback(test.id, speaking.id, {
      level: 'B1',
      comment: 'Speaks with confidence about work.',
      criteria: [],
      send: true,
    });
    const done = GetPaidPretestResponse.parse(await getPaidPretest(test.id)).data;
    expect(done.status).toBe('finished');
    expect(done.certificate).toMatchObject({ writing_level: 'B2', speaking_level: 'B1' });
    expect(done.attempt.overall_level).toBe(done.certificate!.overall_level);
  });

  it('marks the interview missed: no speaking level and no certificate', async () => {
    const test = await waitingTest();
    const missed = GetPaidPretestResponse.parse(
      await setPaidPretestSpeaking(test.id, { status: 'missed' }),
    ).data;
    expect(missed.status).toBe('missed');
    // Missed, it still waits for the writing's feedback: it stays among the tests to check.
    const listed = ListPaidPretestChecksResponse.parse(await listPaidPretestChecks()).data;
    expect(listed.map((row) => row.status)).toEqual(['need_feedback', 'missed', 'finished']);
    await expectError(setPaidPretestSpeaking(test.id, { status: 'held' }), 409, 'transition_not_allowed');
    const writing = (await createPaidPretestFeedback(test.id, { part: 'writing', kind: 'base' })).data;
    await savePaidPretestFeedback(test.id, writing.id, {
      level: 'B1',
      comment: 'A short but clear answer to the task.',
      criteria: [],
      send: true,
    });
    const view = GetPaidPretestResponse.parse(await getPaidPretest(test.id)).data;
    expect(view).toMatchObject({ status: 'missed', manager_label: 'done', certificate: null });
    const { data } = ListPaidPretestChecksResponse.parse(await listPaidPretestChecks());
    expect(data.at(-1)!.id).toBe(test.id);
  });

  it('shows the employee and the manager only sent feedback and levels once the result is out', async () => {
    const test = await waitingTest();
    const writing = (await createPaidPretestFeedback(test.id, { part: 'writing', kind: 'base' })).data;
    await savePaidPretestFeedback(test.id, writing.id, {
      level: 'C1',
      comment: 'An excellent, well-argued text.',
      criteria: [],
      send: true,
    });
    await signIn('hr@demo.school');
    const seen = GetPaidPretestResponse.parse(await getPaidPretest(test.id)).data;
    expect(seen.feedbacks).toHaveLength(1);
    expect(seen.attempt.parts.find((p) => p.part === 'writing')!.level).toBeNull();
    await signIn('teacher@demo.school');
    await expectError(getPaidPretest(test.id), 404, 'not_found');
  });
});
