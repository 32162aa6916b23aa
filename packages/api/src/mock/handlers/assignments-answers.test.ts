import { describe, expect, it } from 'vitest';
import {
  finishTest,
  getWork,
  listAssignmentWork,
  saveTestAnswer,
  startTest,
} from '../../generated/assignments/assignments';
import {
  FinishTestResponse,
  GetWorkResponse,
  ListAssignmentWorkResponse,
  SaveTestAnswerResponse,
  saveTestAnswerBodyOptionIdsMax,
} from '../../generated/zod/assignments/assignments';
import type { AssignmentRow, QuestionRow } from '../db/assignments';
import { schoolNow } from '../../time/school-time';
import {
  PARENT,
  STUDENT,
  STUDENT_ID,
  TEACHER,
  expectError,
  putAssignment,
  seededWork,
  signIn,
  silent,
  startAssignmentsSchool,
} from '../../testing/assignments';

startAssignmentsSchool();

const right = (q: QuestionRow) => [...q.correct_option_ids];
const wrong = (q: QuestionRow) => [q.options.find((o) => !q.correct_option_ids.includes(o.id))!.id];
const question = (a: AssignmentRow, index: number) => a.questions[index]!;

/** The demo student's on-platform test of course 1, started (in progress, with its five questions). */
async function startedTest(): Promise<AssignmentRow> {
  const { assignment } = seededWork(1, STUDENT_ID, 'not_opened', { platform: 'on' });
  putAssignment(assignment, { deadline: schoolNow(new Date(Date.now() + 3_600_000)) });
  await signIn(STUDENT);
  await startTest(assignment.id, STUDENT_ID);
  return assignment;
}

const save = (a: AssignmentRow, q: QuestionRow, optionIds: number[], revision: number) =>
  saveTestAnswer(a.id, STUDENT_ID, q.id, { option_ids: optionIds, revision }).then(
    (answer) => SaveTestAnswerResponse.parse(answer).data,
  );
const readWork = async (a: AssignmentRow) => GetWorkResponse.parse(await getWork(a.id, STUDENT_ID)).data;
const passDeadline = (a: AssignmentRow) =>
  putAssignment(a, { deadline: schoolNow(new Date(Date.now() - 60_000)) });

describe('saveTestAnswer ("each answer is saved as it is given")', () => {
  it('keeps the highest revision: a resent older answer changes nothing and answers the kept one', async () => {
    const test = await startedTest();
    const first = question(test, 0);
    expect(await save(test, first, wrong(first), 5)).toEqual({
      question_id: first.id,
      option_ids: wrong(first),
      revision: 5,
    });
    expect(await save(test, first, right(first), 7)).toMatchObject({ option_ids: right(first), revision: 7 });
    // The answer of revision 6 arrives late (a resend after a dropped connection): the newer stays.
    expect(await save(test, first, wrong(first), 6)).toMatchObject({ option_ids: right(first), revision: 7 });
    expect(await save(test, first, wrong(first), 7)).toMatchObject({ option_ids: right(first), revision: 7 });
    const work = await readWork(test);
    expect(work.status).toBe('in_progress');
    expect(work.answers).toEqual([
      { question_id: first.id, option_ids: right(first), text: null, points: null, revision: 7 },
    ]);
  });

  it('another device reads the saved answers while the test is in progress; the teacher sees them unscored', async () => {
    const test = await startedTest();
    await save(test, question(test, 0), right(question(test, 0)), 1);
    await save(test, question(test, 2), wrong(question(test, 2)), 2);
    await save(test, question(test, 2), [], 3);
    await signIn(STUDENT); // another device: a session of its own
    const work = await readWork(test);
    expect(work.answers.map((a) => [a.question_id, a.option_ids, a.revision])).toEqual([
      [question(test, 0).id, right(question(test, 0)), 1],
      [question(test, 2).id, [], 3],
    ]);
    expect(work.score).toBeNull();
    await signIn(TEACHER);
    const seen = await readWork(test);
    expect(seen.status).toBe('in_progress');
    expect(seen.answers.every((a) => a.points === null)).toBe(true);
  });

  it('refuses what the student cannot save: others (403), a test not started or a task (409), a question not in the test (404), a foreign option or too many (422)', async () => {
    const { assignment: notStarted } = seededWork(1, STUDENT_ID, 'not_opened', { platform: 'on' });
    const task = seededWork(1, STUDENT_ID, 'in_progress', { kind: 'task' }).assignment;
    const body = { option_ids: right(question(notStarted, 0)), revision: 1 };
    await signIn(STUDENT);
    await expectError(
      saveTestAnswer(notStarted.id, STUDENT_ID, question(notStarted, 0).id, body, silent),
      409,
      'transition_not_allowed',
    );
    const test = await startedTest();
    const first = question(test, 0);
    await expectError(saveTestAnswer(task.id, STUDENT_ID, 1, body, silent), 409, 'transition_not_allowed');
    await expectError(saveTestAnswer(test.id, STUDENT_ID, 999_999, body, silent), 404, 'not_found');
    await expectError(
      saveTestAnswer(test.id, STUDENT_ID, first.id, { option_ids: [999_999], revision: 1 }, silent),
      422,
      'validation_failed',
      'option_ids',
    );
    const tooMany = Array.from({ length: saveTestAnswerBodyOptionIdsMax + 1 }, (_, i) => i + 1);
    await expectError(
      saveTestAnswer(test.id, STUDENT_ID, first.id, { option_ids: tooMany, revision: 1 }, silent),
      422,
      'validation_failed',
      'option_ids',
    );
    await signIn(TEACHER);
    await expectError(saveTestAnswer(test.id, STUDENT_ID, first.id, body, silent), 403, 'forbidden');
    await signIn(PARENT);
    await expectError(saveTestAnswer(test.id, STUDENT_ID, first.id, body, silent), 404, 'not_found');
  });
});

describe('the deadline hands the test in with the answers saved by then', () => {
  it('incomplete and scored by the saved answers; a later save or finish is refused (time_is_up)', async () => {
    const test = await startedTest();
    await save(test, question(test, 0), right(question(test, 0)), 1);
    await save(test, question(test, 1), right(question(test, 1)), 2);
    await save(test, question(test, 2), wrong(question(test, 2)), 3);
    passDeadline(test);

    const work = await readWork(test);
    const points = (index: number) => work.answers.find((a) => a.question_id === question(test, index).id);
    expect(work.status).toBe('incomplete');
    expect(work.answers).toHaveLength(3);
    expect(points(0)?.points).toBe(question(test, 0).points);
    expect(points(2)?.points).toBe(0);
    const earned = question(test, 0).points + question(test, 1).points;
    const total = test.questions.reduce((sum, q) => sum + q.points, 0);
    const score = Math.round((earned / total) * (test.max_score ?? 0));
    expect(work).toMatchObject({ score, can_edit: false, submitted_at: test.deadline, completed_at: null });
    expect(work.percent).toBe(Math.round((score / (test.max_score ?? 1)) * 100));
    expect(work.passed).toBe(false);

    await expectError(
      saveTestAnswer(test.id, STUDENT_ID, question(test, 3).id, { option_ids: [], revision: 4 }, silent),
      409,
      'time_is_up',
    );
    await expectError(finishTest(test.id, STUDENT_ID, { answers: [] }, silent), 409, 'time_is_up');
    expect((await readWork(test)).answers).toHaveLength(3);
  });

  it('the teacher sees the answers counted and the score of the incomplete work', async () => {
    const test = await startedTest();
    for (const [index, q] of test.questions.slice(0, 4).entries()) await save(test, q, right(q), index + 1);
    passDeadline(test);
    await signIn(TEACHER);
    const work = await readWork(test);
    expect(work.status).toBe('incomplete');
    expect(work.answers.map((a) => a.points)).toEqual(test.questions.slice(0, 4).map((q) => q.points));
    expect(work.score).toBeGreaterThan(0);
    expect(work.percent).not.toBeNull();
    expect(work.questions.every((q) => q.correct_option_ids !== null)).toBe(true);
    const rows = ListAssignmentWorkResponse.parse(await listAssignmentWork(test.id)).data;
    expect(rows.find((row) => row.student.id === STUDENT_ID)).toMatchObject({
      status: 'incomplete',
      score: work.score,
    });
  });

  it('the seeded school holds such works: incomplete, with the answers saved by then and their score', async () => {
    const { assignment, work } = seededWork(1, STUDENT_ID, 'incomplete', { platform: 'on' });
    expect(work.answers.length).toBeGreaterThan(0);
    expect(work.answers.length).toBeLessThan(assignment.questions.length);
    await signIn(STUDENT);
    const read = await readWork(assignment);
    expect(read.score).not.toBeNull();
    expect(read.answers.every((a) => a.points !== null && a.revision !== null)).toBe(true);
  });

  it('a test handed in with no answer saved scores 0', async () => {
    const test = await startedTest();
    passDeadline(test);
    expect(await readWork(test)).toMatchObject({ status: 'incomplete', answers: [], score: 0 });
  });
});

describe('finishTest counts the answers sent with the answers saved as given', () => {
  it('a saved answer not sent counts; per question the higher revision wins; an answer without revision wins', async () => {
    const test = await startedTest();
    const [q0, q1, q2, q3] = [0, 1, 2, 3].map((index) => question(test, index));
    await save(test, q0!, right(q0!), 10);
    await save(test, q1!, right(q1!), 20);
    await save(test, q2!, right(q2!), 30);
    const done = FinishTestResponse.parse(
      await finishTest(test.id, STUDENT_ID, {
        answers: [
          { question_id: q1!.id, option_ids: wrong(q1!), revision: 15 }, // older than the saved one
          { question_id: q2!.id, option_ids: wrong(q2!) }, // the student's final word
          { question_id: q3!.id, option_ids: right(q3!), revision: 40 },
        ],
      }),
    ).data;
    const chosen = (q: QuestionRow) => done.answers.find((a) => a.question_id === q.id)?.option_ids;
    expect(done.status).toBe('completed');
    expect(chosen(q0!)).toEqual(right(q0!));
    expect(chosen(q1!)).toEqual(right(q1!));
    expect(chosen(q2!)).toEqual(wrong(q2!));
    expect(chosen(q3!)).toEqual(right(q3!));
    expect(done.answers.map((a) => a.points)).toEqual([q0!.points, q1!.points, 0, q3!.points]);
  });
});
