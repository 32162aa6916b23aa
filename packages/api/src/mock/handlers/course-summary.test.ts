import { describe, expect, it } from 'vitest';
import { createAssignment, publishAssignment, reviewWork } from '../../generated/assignments/assignments';
import { getCourseSummary } from '../../generated/courses/courses';
import { CreateAssignmentResponse } from '../../generated/zod/assignments/assignments';
import { GetCourseSummaryResponse } from '../../generated/zod/courses/courses';
import { finalTestPercent } from '../db/assignment-results';
import { assignmentsOf } from '../db/assignments';
import { courses, modulesOf } from '../db/courses';
import { lessonsOf } from '../db/lessons';
import { attendancePercent } from '../rules/attendance-percent';
import {
  MAKSYM,
  MAKSYM_ID,
  PARENT,
  STUDENT,
  STUDENT_ID,
  TEACHER,
  VISITOR,
  expectError,
  seededWork,
  signIn,
  silent,
  startAssignmentsSchool,
} from '../../testing/assignments';

startAssignmentsSchool();

const summary = async (courseId: number, studentId?: number) =>
  GetCourseSummaryResponse.parse(
    await getCourseSummary(courseId, studentId ? { student_id: studentId } : undefined),
  ).data;

/** Course 1's final test, published (created when the seed has not reached the last module yet). */
async function publishedFinalTest(): Promise<number> {
  const seeded = assignmentsOf(1).find((a) => a.test_type === 'final_test');
  if (seeded) {
    if (!seeded.published) await publishAssignment(seeded.id);
    return seeded.id;
  }
  const created = CreateAssignmentResponse.parse(
    await createAssignment(1, {
      kind: 'test',
      module_id: modulesOf(1).at(-1)?.id ?? 0,
      description: 'Final test',
      max_score: 50,
      test_type: 'final_test',
      platform: 'outside',
      personal_version: false,
      retake_allowed: false,
    }),
  ).data;
  await publishAssignment(created.id);
  return created.id;
}

describe('getCourseSummary', () => {
  it('gives a student their own row: attendance (present / marked), lessons, per-module tasks and tests', async () => {
    await signIn(STUDENT);
    const data = await summary(1);
    expect(data).toMatchObject({ course_id: 1, status: 'in_progress', lessons_total: lessonsOf(1).length });
    expect(data.lessons_completed).toBe(lessonsOf(1).filter((l) => l.completed).length);
    expect(data.students.map((row) => row.student.id)).toEqual([STUDENT_ID]);
    const [row] = data.students;
    expect(row?.attendance_percent).toBe(attendancePercent(lessonsOf(1), STUDENT_ID));
    expect(row?.modules.map((m) => m.module.id)).toEqual(modulesOf(1).map((m) => m.id));
    const tasks = assignmentsOf(1).filter((a) => a.published && a.kind === 'task');
    expect(row?.modules.reduce((sum, m) => sum + m.tasks_total, 0)).toBe(tasks.length);
  });

  it('counts a task the teacher completes', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'sent', { kind: 'task' });
    await signIn(STUDENT);
    const before =
      (await summary(1)).students[0]?.modules.find((m) => m.module.id === assignment.module_id)
        ?.tasks_completed ?? 0;
    await signIn(TEACHER);
    await reviewWork(assignment.id, STUDENT_ID, { action: 'complete' });
    await signIn(STUDENT);
    const after = (await summary(1)).students[0]?.modules.find(
      (m) => m.module.id === assignment.module_id,
    )?.tasks_completed;
    expect(after).toBe(before + 1);
  });

  it('shows the final test grade once completed (and the certificates read its percent)', async () => {
    await signIn(TEACHER);
    const finalId = await publishedFinalTest();
    await reviewWork(finalId, STUDENT_ID, { action: 'complete', score: 42 });
    await signIn(STUDENT);
    expect((await summary(1)).students[0]?.final_test).toEqual({
      score: 42,
      max_score: 50,
      percent: 84,
      grade: 'B',
    });
    expect(finalTestPercent(1, STUDENT_ID)).toBe(84);
  });

  it("gives the teacher a row per student, a parent the child's row", async () => {
    await signIn(TEACHER);
    expect((await summary(1)).students.map((row) => row.student.id)).toEqual(courses.byId(1)?.student_ids);
    await signIn(PARENT);
    expect((await summary(3, MAKSYM_ID)).students.map((row) => row.student.id)).toEqual([MAKSYM_ID]);
  });

  it("is 404 for another student's course and 403 for a visitor", async () => {
    await signIn(MAKSYM);
    await expectError(getCourseSummary(1, undefined, silent), 404, 'not_found');
    await signIn(VISITOR);
    await expectError(getCourseSummary(1, undefined, silent), 403, 'forbidden');
  });
});
