import { describe, expect, it } from 'vitest';
import {
  getAssignment,
  getWork,
  listAssignmentWork,
  listAssignments,
} from '../../generated/assignments/assignments';
import {
  GetAssignmentResponse,
  GetWorkResponse,
  ListAssignmentWorkResponse,
  ListAssignmentsResponse,
} from '../../generated/zod/assignments/assignments';
import { assignmentsOf } from '../db/assignments';
import { courses } from '../db/courses';
import { WORK_STATUSES } from '../rules/work-transitions';
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

describe('listAssignments', () => {
  it('a student sees the published assignments of their course, each with their own status: every status of the seed', async () => {
    await signIn(STUDENT);
    const { data } = ListAssignmentsResponse.parse(await listAssignments(1));
    expect(data.every((a) => a.published && a.work !== null && a.status_counts === null)).toBe(true);
    expect(new Set(data.map((a) => a.work?.status))).toEqual(new Set(WORK_STATUSES));
    const takeable = data.find(
      (a) => a.platform === 'on' && a.work?.status === 'not_opened' && a.work.can_edit,
    );
    expect(takeable?.deadline && new Date(takeable.deadline).getTime()).toBeGreaterThan(Date.now());
  });

  it('the teacher sees every assignment, drafts included ("hidden from students until access is granted"), with counts per status', async () => {
    await signIn(TEACHER);
    const { data } = ListAssignmentsResponse.parse(await listAssignments(1));
    expect(data.some((a) => !a.published)).toBe(true);
    expect(data.every((a) => a.work === null && a.status_counts !== null)).toBe(true);
    const sent = data.reduce((sum, a) => sum + (a.status_counts?.sent ?? 0), 0);
    expect(sent).toBeGreaterThanOrEqual(3);
    const tests = ListAssignmentsResponse.parse(await listAssignments(1, { kind: 'test' })).data;
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.every((a) => a.kind === 'test')).toBe(true);
    const moduleId = data[0]?.module_id ?? 0;
    const ofModule = ListAssignmentsResponse.parse(await listAssignments(1, { module_id: moduleId })).data;
    expect(ofModule.every((a) => a.module_id === moduleId)).toBe(true);
  });

  it('lists a lesson’s assignments: the tasks given at it and the test appointed to it', async () => {
    await signIn(STUDENT);
    const { data } = ListAssignmentsResponse.parse(await listAssignments(1));
    const test = data.find((a) => a.kind === 'test' && a.lesson !== null);
    const task = data.find((a) => a.kind === 'task' && a.lesson !== null);
    for (const given of [test, task]) {
      const lessonId = given?.lesson?.id ?? 0;
      const ofLesson = ListAssignmentsResponse.parse(await listAssignments(1, { lesson_id: lessonId })).data;
      expect(ofLesson.map((a) => a.id)).toContain(given?.id);
      expect(ofLesson.every((a) => a.lesson?.id === lessonId)).toBe(true);
    }
    expect(ListAssignmentsResponse.parse(await listAssignments(1, { lesson_id: 999_999 })).data).toEqual([]);
  });

  it("a parent reads the child's list with student_id; without it, or another student's course, is 404", async () => {
    await signIn(PARENT);
    const { data } = ListAssignmentsResponse.parse(await listAssignments(3, { student_id: MAKSYM_ID }));
    expect(data.length).toBeGreaterThan(0);
    await expectError(listAssignments(3, undefined, silent), 404, 'not_found');
    await signIn(MAKSYM);
    await expectError(listAssignments(1, undefined, silent), 404, 'not_found');
  });

  it('refuses a visitor (403)', async () => {
    await signIn(VISITOR);
    await expectError(listAssignments(1, undefined, silent), 403, 'forbidden');
  });
});

describe('getAssignment', () => {
  it('the teacher reads the correct answers; the student gets the questions only once started, without them', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'not_opened', { platform: 'on' });
    await signIn(TEACHER);
    const teacherView = GetAssignmentResponse.parse(await getAssignment(assignment.id)).data;
    expect(teacherView.questions.length).toBe(5);
    expect(teacherView.questions.every((q) => (q.correct_option_ids?.length ?? 0) > 0)).toBe(true);
    await signIn(STUDENT);
    expect(GetAssignmentResponse.parse(await getAssignment(assignment.id)).data.questions).toEqual([]);
    const { assignment: done } = seededWork(1, STUDENT_ID, 'incomplete', { platform: 'on' });
    const studentView = GetAssignmentResponse.parse(await getAssignment(done.id)).data;
    expect(studentView.questions.length).toBeGreaterThan(0);
    expect(studentView.questions.every((q) => q.correct_option_ids === null)).toBe(true);
  });

  it("an unpublished draft is 404 for the student, another student's is 404, a parent reads the child's", async () => {
    const draft = assignmentsOf(1).find((a) => !a.published);
    await signIn(STUDENT);
    await expectError(getAssignment(draft?.id ?? 0, undefined, silent), 404, 'not_found');
    const { assignment } = seededWork(3, MAKSYM_ID, 'completed');
    await expectError(getAssignment(assignment.id, undefined, silent), 404, 'not_found');
    await signIn(PARENT);
    expect(
      GetAssignmentResponse.parse(await getAssignment(assignment.id, { student_id: MAKSYM_ID })).data.id,
    ).toBe(assignment.id);
  });
});

describe('listAssignmentWork', () => {
  it('gives the teacher a row per student; the student is refused (403)', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'sent');
    await signIn(TEACHER);
    const { data } = ListAssignmentWorkResponse.parse(await listAssignmentWork(assignment.id));
    expect(data.map((row) => row.student.id)).toEqual(courses.byId(1)?.student_ids);
    expect(data.find((row) => row.student.id === STUDENT_ID)?.status).toBe('sent');
    await signIn(STUDENT);
    await expectError(listAssignmentWork(assignment.id, silent), 403, 'forbidden');
  });
});

describe('getWork', () => {
  it("the student reads their own work, the teacher any student's, the parent the child's", async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'need_edits');
    await signIn(STUDENT);
    const own = GetWorkResponse.parse(await getWork(assignment.id, STUDENT_ID)).data;
    expect(own).toMatchObject({ status: 'need_edits', can_edit: true });
    expect(own.comments.length).toBeGreaterThan(0);
    await signIn(TEACHER);
    expect(GetWorkResponse.parse(await getWork(assignment.id, STUDENT_ID)).data.student.id).toBe(STUDENT_ID);
    const maksym = seededWork(3, MAKSYM_ID, 'sent');
    await signIn(PARENT);
    expect(GetWorkResponse.parse(await getWork(maksym.assignment.id, MAKSYM_ID)).data.status).toBe('sent');
  });

  it("a student passing another student's id is 404", async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'sent');
    const other = courses.byId(1)?.student_ids.find((id) => id !== STUDENT_ID) ?? 0;
    await signIn(STUDENT);
    await expectError(getWork(assignment.id, other, silent), 404, 'not_found');
  });
});
