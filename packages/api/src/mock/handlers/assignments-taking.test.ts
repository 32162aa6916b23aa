import { describe, expect, it } from 'vitest';
import { finishTest, getWork, startTest } from '../../generated/assignments/assignments';
import { completeLesson } from '../../generated/lessons/lessons';
import {
  FinishTestResponse,
  GetWorkResponse,
  StartTestResponse,
} from '../../generated/zod/assignments/assignments';
import { assignmentsOf } from '../db/assignments';
import { lessons, lessonsOf } from '../db/lessons';
import { currentWorks } from '../db/works';
import { schoolNow } from '../../time/school-time';
import {
  MAKSYM_ID,
  STUDENT,
  STUDENT_ID,
  TEACHER,
  expectError,
  putAssignment,
  putWork,
  seededWork,
  signIn,
  silent,
  startAssignmentsSchool,
} from '../../testing/assignments';

startAssignmentsSchool();

describe('startTest and finishTest ("A test on the platform stays in progress until the student finishes it")', () => {
  it('starts: in progress with the questions, without the correct answers; finishes scored and completed', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'not_opened', { platform: 'on' });
    await signIn(STUDENT);
    await expectError(
      finishTest(assignment.id, STUDENT_ID, { answers: [] }, silent),
      409,
      'transition_not_allowed',
    );
    const started = StartTestResponse.parse(await startTest(assignment.id, STUDENT_ID)).data;
    expect(started.status).toBe('in_progress');
    expect(started.questions.length).toBe(5);
    expect(started.questions.every((q) => q.correct_option_ids === null)).toBe(true);
    await expectError(
      finishTest(assignment.id, STUDENT_ID, { answers: [{ question_id: 999 }] }, silent),
      422,
      'validation_failed',
    );
    const answers = assignment.questions.map((q) => ({
      question_id: q.id,
      option_ids: q.correct_option_ids,
    }));
    const done = FinishTestResponse.parse(await finishTest(assignment.id, STUDENT_ID, { answers })).data;
    expect(done).toMatchObject({
      status: 'completed',
      score: assignment.max_score,
      percent: 100,
      grade: 'A',
      passed: true,
    });
  });

  it('below 60 % is not passed ("Sorry, you didn\'t pass the test!")', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'not_opened', { platform: 'on' });
    await signIn(STUDENT);
    await startTest(assignment.id, STUDENT_ID);
    const first = assignment.questions[0];
    const done = FinishTestResponse.parse(
      await finishTest(assignment.id, STUDENT_ID, {
        answers: [{ question_id: first?.id ?? 0, option_ids: first?.correct_option_ids ?? [] }],
      }),
    ).data;
    expect(done.passed).toBe(false);
    expect(done.percent).toBeLessThan(60);
  });

  it('a task or an outside test is not started on the platform', async () => {
    const aTask = seededWork(1, STUDENT_ID, 'not_written', { kind: 'task' }).assignment;
    await signIn(STUDENT);
    await expectError(startTest(aTask.id, STUDENT_ID, silent), 409, 'transition_not_allowed');
    const outside = seededWork(3, MAKSYM_ID, 'completed', { platform: 'outside' }).assignment;
    await signIn(TEACHER);
    await expectError(startTest(outside.id, MAKSYM_ID, silent), 403, 'forbidden');
  });
});

describe('outside-platform tests ("A test held outside the platform goes directly to need review")', () => {
  it('its works not opened or not written need review once its lesson is completed', async () => {
    const assignment = assignmentsOf(1).find((a) => a.platform === 'outside' && a.published);
    if (!assignment) throw new Error('no outside test in course 1');
    const lesson = lessonsOf(1).find((l) => l.completed && new Date(l.ends_at).getTime() < Date.now());
    if (!lesson) throw new Error('no completed lesson in course 1');
    putAssignment(assignment, { lesson_id: lesson.id, deadline: null });
    Object.assign(lesson, { completed: false });
    lessons.save();
    for (const work of currentWorks(assignment)) putWork(work, { status: 'not_opened', score: null });
    await signIn(STUDENT);
    await expectError(startTest(assignment.id, STUDENT_ID, silent), 409, 'transition_not_allowed');
    await signIn(TEACHER);
    await completeLesson(lesson.id);
    expect(GetWorkResponse.parse(await getWork(assignment.id, STUDENT_ID)).data.status).toBe('need_review');
  });
});

describe('deadlines', () => {
  it('a work never written past the deadline reads missed; an on-platform test in progress reads incomplete', async () => {
    const { assignment, work } = seededWork(1, STUDENT_ID, 'not_written', { kind: 'task' });
    putAssignment(assignment, { deadline: schoolNow(new Date(Date.now() - 60_000)) });
    await signIn(STUDENT);
    expect(GetWorkResponse.parse(await getWork(assignment.id, STUDENT_ID)).data.status).toBe('missed');
    expect(work.status).toBe('missed');
    const onTest = seededWork(1, STUDENT_ID, 'not_opened', { platform: 'on' }).assignment;
    await startTest(onTest.id, STUDENT_ID);
    putAssignment(onTest, { deadline: schoolNow(new Date(Date.now() - 60_000)) });
    expect(GetWorkResponse.parse(await getWork(onTest.id, STUDENT_ID)).data.status).toBe('incomplete');
  });
});
