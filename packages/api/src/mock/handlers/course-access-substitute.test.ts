import { describe, expect, it } from 'vitest';
import { listAssignments } from '../../generated/assignments/assignments';
import {
  createFeedPost,
  getCourse,
  getCourseSummary,
  listCourseStudents,
} from '../../generated/courses/courses';
import { getLesson, listLessons, setLessonAttendance } from '../../generated/lessons/lessons';
import {
  acceptSubstitution,
  cancelSubstitution,
  declineSubstitution,
} from '../../generated/substitutions/substitutions';
import { GetCourseResponse, ListCourseStudentsResponse } from '../../generated/zod/courses/courses';
import { GetLessonResponse, ListLessonsResponse } from '../../generated/zod/lessons/lessons';
import { courses } from '../db/courses';
import { type SubstitutionRow, substitutions } from '../db/substitutions';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from './mock-school-testing';

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

describe('a substitute reads the course they substitute in (seed 001 §4, §6)', () => {
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

  it('changes nothing: a write through the course’s calls is 403', async () => {
    const teacher = DEMO.teacher();
    const row = individualRequest((each) => each.substitute_id === teacher && each.state === 'approved');
    const courseId = row.course_id as number;
    const lessonId = row.lesson_id as number;
    await signIn('teacher@demo.school');
    await expectError(createFeedPost(courseId, { text: 'Hello' }, silent), 403, 'forbidden');
    const course = courses.byId(courseId);
    const attendance = (course?.student_ids ?? []).map((id) => ({ student_id: id, present: true }));
    await expectError(setLessonAttendance(lessonId, { attendance }, silent), 403, 'forbidden');
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
