import { describe, expect, it } from 'vitest';
import { listAssignments } from '../../generated/assignments/assignments';
import { listClubs } from '../../generated/clubs/clubs';
import { getCourse, listCourseStudents, listCourses } from '../../generated/courses/courses';
import { getLesson, listLessons, setLessonAttendance } from '../../generated/lessons/lessons';
import { GetCourseResponse, ListCoursesResponse } from '../../generated/zod/courses/courses';
import { users } from '../db';
import { courses } from '../db/courses';
import { lessonsOf } from '../db/lessons';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const companyCourses = () => courses.where((course) => course.company_name === 'Demo Corp');
const companyGroup = () => companyCourses().find((course) => course.kind === 'group')!;
const listed = async () => ListCoursesResponse.parse(await listCourses({ per_page: 100 })).data;

describe("a company's courses", () => {
  it("are the employee's groups and individual lessons, read as the school's student reads theirs", async () => {
    await signIn('corp.student@demo.school');
    const mine = await listed();
    expect(mine.map((course) => course.kind).sort()).toEqual(['group', 'group', 'individual']);
    const group = GetCourseResponse.parse(await getCourse(companyGroup().id)).data;
    expect(group.company_name).toBe('Demo Corp');
    await expect(listAssignments(group.id)).resolves.toBeTruthy();
    await expectError(listCourseStudents(group.id, silent), 403, 'forbidden');
  });

  it('are taught by the corporate teacher, who fills in their lessons', async () => {
    await signIn('corp.teacher@demo.school');
    expect((await listed()).map((course) => course.id).sort()).toEqual(
      companyCourses()
        .map((course) => course.id)
        .sort(),
    );
    const lesson = lessonsOf(companyGroup().id)[0]!;
    const student = companyGroup().student_ids[0]!;
    await expect(
      setLessonAttendance(lesson.id, { attendance: [{ student_id: student, present: true }] }),
    ).resolves.toBeTruthy();
  });

  it("are read by the company's manager as the teacher sees them, without changing anything", async () => {
    await signIn('hr@demo.school');
    expect(await listed()).toHaveLength(companyCourses().length);
    const group = companyGroup();
    const students = await listCourseStudents(group.id);
    expect(students.data.length).toBe(group.student_ids.length);
    const lesson = lessonsOf(group.id)[0]!;
    expect((await getLesson(lesson.id)).data.can_teach).toBe(false);
    await expect(listLessons(group.id)).resolves.toBeTruthy();
    await expectError(
      setLessonAttendance(
        lesson.id,
        { attendance: [{ student_id: group.student_ids[0]!, present: false }] },
        silent,
      ),
      403,
      'forbidden',
    );
  });

  it("are none of another company's manager or the school's teacher", async () => {
    await signIn('teacher@demo.school');
    await expectError(getCourse(companyGroup().id, undefined, silent), 404, 'not_found');
    const manager = users.byEmail('hr@demo.school')!;
    manager.company_name = 'Another Ltd';
    await signIn('hr@demo.school');
    await expectError(getCourse(companyGroup().id, undefined, silent), 404, 'not_found');
    expect(await listed()).toHaveLength(0);
  });

  it('keep a deactivated employee out: no course, no clubs, until the company restores them', async () => {
    const left = users.rows.find((user) => user.company_name === 'Demo Corp' && user.declined)!;
    const former = companyCourses().find((course) => course.inactive_student_ids.includes(left.id))!;
    await signIn(left.id);
    expect(await listed()).toHaveLength(0);
    await expectError(getCourse(former.id, undefined, silent), 404, 'not_found');
    await expectError(listClubs({ period: 'upcoming' }, silent), 403, 'forbidden');
  });

  it("seat the demo employee in clubs like the school's students", async () => {
    await signIn('corp.student@demo.school');
    await expect(listClubs({ period: 'upcoming' })).resolves.toBeTruthy();
    expect(DEMO.corporateStudent()).toBe(users.byEmail('corp.student@demo.school')!.id);
  });
});
