import { describe, expect, it } from 'vitest';
import { listAssignments } from '../../generated/assignments/assignments';
import {
  createFeedPost,
  getCourse,
  getCourseSummary,
  listCourseStudents,
} from '../../generated/courses/courses';
import {
  completeLesson,
  getLesson,
  listLessons,
  setLessonAttendance,
  updateLesson,
} from '../../generated/lessons/lessons';
import {
  acceptSubstitution,
  cancelSubstitution,
  declineSubstitution,
} from '../../generated/substitutions/substitutions';
import { GetCourseResponse, ListCourseStudentsResponse } from '../../generated/zod/courses/courses';
import { GetLessonResponse, ListLessonsResponse } from '../../generated/zod/lessons/lessons';
import { courses } from '../db/courses';
import { lessons } from '../db/lessons';
import { type SubstitutionRow, substitutions } from '../db/substitutions';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

/** A seeded request of an individual course matching `match`. */
const individualRequest = (match: (row: SubstitutionRow) => boolean): SubstitutionRow => {
  const row = substitutions.rows.find(
    (each) => each.kind === 'individual' && each.course_id !== null && match(each),
  );
  if (!row) throw new Error('The seed has no such individual substitution.');
  return row;
};

/** Every read a substitute is granted (the contract names them), as the course's teacher sees them. */
async function expectReads(courseId: number, lessonId: number) {
  const course = GetCourseResponse.parse(await getCourse(courseId)).data;
  expect(course.id).toBe(courseId);
  // The teacher's view: an individual course names its one student.
  expect(course.student?.id).toBe(courses.byId(courseId)?.student_ids[0]);
  const lessons = ListLessonsResponse.parse(await listLessons(courseId, { per_page: 100 })).data;
  expect(lessons.map((lesson) => lesson.id)).toContain(lessonId);
  const lesson = GetLessonResponse.parse(await getLesson(lessonId)).data;
  expect(lesson.attendance).not.toBeNull();
  await expect(listAssignments(courseId)).resolves.toBeTruthy();
  await expect(getCourseSummary(courseId)).resolves.toBeTruthy();
  const students = ListCourseStudentsResponse.parse(await listCourseStudents(courseId)).data;
  expect(students.length).toBeGreaterThan(0);
}

async function expectRefused(courseId: number, lessonId: number) {
  await expectError(getCourse(courseId, undefined, silent), 404, 'not_found');
  await expectError(listLessons(courseId, undefined, silent), 404, 'not_found');
  await expectError(getLesson(lessonId, undefined, silent), 404, 'not_found');
  await expectError(listAssignments(courseId, undefined, silent), 404, 'not_found');
  await expectError(getCourseSummary(courseId, undefined, silent), 404, 'not_found');
}

describe('a substitute reads the course they substitute in', () => {
  it('grants every read of the course with an approved substitution that has ended', async () => {
    const teacher = DEMO.teacher();
    const row = individualRequest((each) => each.substitute_id === teacher && each.state === 'approved');
    expect(courses.byId(row.course_id as number)?.teacher_id).not.toBe(teacher);
    await signIn('teacher@demo.school');
    await expectReads(row.course_id as number, row.lesson_id as number);
  });

  it('refuses (404) an offered substitution not yet accepted, and grants it once accepted', async () => {
    const teacher = DEMO.teacher();
    const row = individualRequest((each) => each.state === 'waiting' && each.offered_to.includes(teacher));
    await signIn('teacher@demo.school');
    await expectRefused(row.course_id as number, row.lesson_id as number);
    await acceptSubstitution(row.id);
    await expectReads(row.course_id as number, row.lesson_id as number);
  });

  it('refuses (404) after the substitute declined', async () => {
    const teacher = DEMO.teacher();
    const row = individualRequest((each) => each.state === 'waiting' && each.offered_to.includes(teacher));
    await signIn('teacher@demo.school');
    await declineSubstitution(row.id);
    await expectRefused(row.course_id as number, row.lesson_id as number);
  });

  it('refuses (404) once the teacher who asked cancelled the approved request', async () => {
    const teacher = DEMO.teacher();
    const row = individualRequest((each) => each.state === 'waiting' && each.offered_to.includes(teacher));
    await signIn('teacher@demo.school');
    await acceptSubstitution(row.id);
    await signIn(row.requested_by);
    await cancelSubstitution(row.id);
    await signIn('teacher@demo.school');
    await expectRefused(row.course_id as number, row.lesson_id as number);
  });

  it('fills in the lesson handed to them: attendance, information, notes, completion', async () => {
    const teacher = DEMO.teacher();
    const row = individualRequest((each) => each.substitute_id === teacher && each.state === 'approved');
    const lessonId = row.lesson_id as number;
    const held = lessons.byId(lessonId);
    if (!held) throw new Error('The seeded request names a lesson.');
    held.completed = false; // ended and not yet marked: the substitute marks it
    const studentId = courses.byId(row.course_id as number)?.student_ids[0] as number;
    await signIn('teacher@demo.school');
    expect(GetLessonResponse.parse(await getLesson(lessonId)).data.can_teach).toBe(true);
    await setLessonAttendance(lessonId, { attendance: [{ student_id: studentId, present: true }] });
    await updateLesson(lessonId, { classwork: 'Unit 4, reading', notes: 'Covered for the teacher.' });
    const completed = GetLessonResponse.parse(await completeLesson(lessonId)).data;
    expect(completed.status).toBe('completed');
    expect(completed.attendance).toEqual([expect.objectContaining({ present: true })]);
    expect(completed).toMatchObject({ classwork: 'Unit 4, reading', notes: 'Covered for the teacher.' });
  });

  it('changes nothing else: the course’s other lessons and calls are 403', async () => {
    const teacher = DEMO.teacher();
    const row = individualRequest((each) => each.substitute_id === teacher && each.state === 'approved');
    const courseId = row.course_id as number;
    const other = lessons.rows.find((each) => each.course_id === courseId && each.id !== row.lesson_id);
    if (!other) throw new Error('The seeded course has more than one lesson.');
    await signIn('teacher@demo.school');
    expect(GetLessonResponse.parse(await getLesson(other.id)).data.can_teach).toBe(false);
    await expectError(createFeedPost(courseId, { text: 'Hello' }, silent), 403, 'forbidden');
    const course = courses.byId(courseId);
    const attendance = (course?.student_ids ?? []).map((id) => ({ student_id: id, present: true }));
    await expectError(setLessonAttendance(other.id, { attendance }, silent), 403, 'forbidden');
    await expectError(updateLesson(other.id, { notes: 'Mine' }, silent), 403, 'forbidden');
    await expectError(completeLesson(other.id, silent), 403, 'forbidden');
  });

  it('loses the lesson once the teacher who asked cancelled the request', async () => {
    const teacher = DEMO.teacher();
    const row = individualRequest((each) => each.state === 'waiting' && each.offered_to.includes(teacher));
    const lessonId = row.lesson_id as number;
    await signIn('teacher@demo.school');
    await acceptSubstitution(row.id);
    await updateLesson(lessonId, { notes: 'Planned' });
    await signIn(row.requested_by);
    await cancelSubstitution(row.id);
    await signIn('teacher@demo.school');
    await expectError(updateLesson(lessonId, { notes: 'Again' }, silent), 404, 'not_found');
  });

  it('refuses (404) a teacher who never substituted in the course', async () => {
    const teacher = DEMO.teacher();
    const theirs = new Set(
      substitutions.rows.filter((each) => each.substitute_id === teacher).map((each) => each.course_id),
    );
    const other = courses.rows.find(
      (course) => course.kind === 'individual' && course.teacher_id !== teacher && !theirs.has(course.id),
    );
    if (!other) throw new Error('The seed has no other individual course.');
    await signIn('teacher@demo.school');
    await expectError(getCourse(other.id, undefined, silent), 404, 'not_found');
  });
});
