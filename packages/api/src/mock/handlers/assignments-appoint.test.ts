import { describe, expect, it } from 'vitest';
import { addRetake, appointTest } from '../../generated/assignments/assignments';
import { AddRetakeResponse, AppointTestResponse } from '../../generated/zod/assignments/assignments';
import { assignments, assignmentsOf } from '../db/assignments';
import { lessonsOf } from '../db/lessons';
import { currentWorks } from '../db/works';
import {
  STUDENT,
  STUDENT_ID,
  TEACHER,
  created,
  expectError,
  lessonIn,
  putWork,
  seededWork,
  signIn,
  silent,
  startAssignmentsSchool,
  taskBody,
  testBody,
} from '../../testing/assignments';

startAssignmentsSchool();

describe('appointTest', () => {
  it("appoints a test to an upcoming lesson; not to a completed one, not a task, not another course's lesson", async () => {
    await signIn(TEACHER);
    const row = await created(testBody());
    const lesson = lessonIn(1, 'upcoming');
    expect(AppointTestResponse.parse(await appointTest(row.id, { lesson_id: lesson })).data.lesson?.id).toBe(
      lesson,
    );
    await expectError(
      appointTest(row.id, { lesson_id: lessonIn(1, 'completed') }, silent),
      409,
      'lesson_not_editable',
    );
    await expectError(appointTest(row.id, { lesson_id: lessonsOf(2)[0]?.id ?? 0 }, silent), 404, 'not_found');
    const aTask = await created(taskBody());
    await expectError(appointTest(aTask.id, { lesson_id: lesson }, silent), 409, 'transition_not_allowed');
  });

  it('no_lessons_for_test in a finished course; final_test_exists for a second final test', async () => {
    await signIn(TEACHER);
    const finished = assignmentsOf(2).find((a) => a.kind === 'test');
    await expectError(
      appointTest(finished?.id ?? 0, { lesson_id: lessonsOf(2)[3]?.id ?? 0 }, silent),
      409,
      'no_lessons_for_test',
    );
    const final =
      assignmentsOf(1).find((a) => a.test_type === 'final_test') ??
      (await created(testBody({ test_type: 'final_test' })));
    const { id: _id, ...copy } = assignments.byId(final.id) ?? assignments.rows[0]!;
    assignments.insert({ ...copy, lesson_id: null });
    await expectError(
      appointTest(final.id, { lesson_id: lessonIn(1, 'upcoming') }, silent),
      409,
      'final_test_exists',
    );
    await signIn(STUDENT);
    await expectError(
      appointTest(final.id, { lesson_id: lessonIn(1, 'upcoming') }, silent),
      403,
      'forbidden',
    );
  });
});

describe('addRetake', () => {
  it('"A teacher can add a retake": a test_retake of the original for the students who did not pass', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'test_missed');
    for (const work of currentWorks(assignment)) {
      putWork(work, {
        status: 'completed',
        score: work.student_id === STUDENT_ID ? 1 : assignment.max_score,
      });
    }
    await signIn(TEACHER);
    const retake = AddRetakeResponse.parse(
      await addRetake(assignment.id, { lesson_id: lessonIn(1, 'upcoming') }),
    ).data;
    expect(retake).toMatchObject({
      test_type: 'test_retake',
      retake_of: assignment.id,
      published: false,
      student_ids: [STUDENT_ID],
    });
    expect(retake.questions.length).toBe(assignment.questions.length);
    await expectError(
      addRetake(assignment.id, { lesson_id: lessonIn(1, 'completed') }, silent),
      409,
      'lesson_not_editable',
    );
    const { assignment: aTask } = seededWork(1, STUDENT_ID, 'sent', { kind: 'task' });
    await expectError(addRetake(aTask.id, {}, silent), 409, 'transition_not_allowed');
  });
});
