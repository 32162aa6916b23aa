import { describe, expect, it } from 'vitest';
import { getCourse, listCourseStudents, listCourses } from '../../generated/courses/courses';
import {
  GetCourseResponse,
  ListCourseStudentsResponse,
  ListCoursesResponse,
} from '../../generated/zod/courses/courses';
import { courses } from '../db/courses';
import { lessonsOf } from '../db/lessons';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('listCourses', () => {
  it('a student gets their own courses, in progress first, each naming the student', async () => {
    await signIn('student@demo.school');
    const { data, meta } = ListCoursesResponse.parse(await listCourses());
    expect(idsOf(data)).toEqual([1, 2, 31]);
    expect(meta.total).toBe(3);
    expect(data.every((row) => row.student?.id === 1)).toBe(true);
    expect(data.at(-1)?.status).not.toBe('in_progress');
    expect(idsOf(ListCoursesResponse.parse(await listCourses({ kind: 'individual' })).data)).toEqual([31]);
    const inProgress = ListCoursesResponse.parse(await listCourses({ status: 'in_progress' })).data;
    expect(inProgress.every((row) => row.status === 'in_progress')).toBe(true);
    expect(idsOf(inProgress)).toContain(1);
  });

  it('a parent gets every child’s courses without student_id, one child’s with it, 404 for a stranger', async () => {
    await signIn('parent@demo.school');
    const all = ListCoursesResponse.parse(await listCourses()).data;
    expect(idsOf(all)).toEqual([3, 4, 32, 33]);
    expect(all.find((row) => row.id === 3)?.student?.name_en).toBe('Maksym Melnyk');
    expect(idsOf(ListCoursesResponse.parse(await listCourses({ student_id: 14 })).data)).toEqual([3, 33]);
    await expectError(listCourses({ student_id: 1 }, silent), 404, 'not_found');
  });

  it('a student who is also a parent gets their own courses; another student_id is 404', async () => {
    await signIn('multi@demo.school');
    expect(idsOf(ListCoursesResponse.parse(await listCourses()).data)).toEqual([5]);
    await expectError(listCourses({ student_id: 14 }, silent), 404, 'not_found');
  });

  it('a teacher gets the courses they teach: a group names no student, an individual course its one', async () => {
    await signIn('teacher@demo.school');
    const { data } = ListCoursesResponse.parse(await listCourses({ per_page: 100 }));
    expect(idsOf(data)).toEqual(idsOf(courses.where((course) => course.teacher_id === 6)));
    expect(idsOf(data)).toEqual(expect.arrayContaining([1, 2, 3, 6, 31, 32]));
    expect(data.every((row) => row.teacher.id === 6)).toBe(true);
    for (const row of data) {
      const enrolled = courses.byId(row.id)?.student_ids[0];
      expect(row.student?.id ?? null).toBe(row.kind === 'individual' ? enrolled : null);
    }
    expect(data.some((row) => row.kind === 'individual' && row.student !== null)).toBe(true);
  });

  it('refuses a visitor account (403) and a bad filter (422)', async () => {
    await signIn('visitor@demo.school');
    await expectError(listCourses(undefined, silent), 403, 'forbidden');
    await signIn('student@demo.school');
    await expectError(listCourses({ kind: 'club' as never }, silent), 422, 'validation_failed');
  });
});

describe('getCourse', () => {
  it('gives its student the general information of an online group', async () => {
    await signIn('student@demo.school');
    const { data } = GetCourseResponse.parse(await getCourse(1));
    expect(data).toMatchObject({
      id: 1,
      kind: 'group',
      format: 'online',
      room: null,
      status: 'in_progress',
      students_count: 8,
      seats_total: 10,
    });
    expect(data.zoom_link).toMatch(/^https:\/\/zoom\.us\//);
    expect(data.teacher.id).toBe(6);
    expect(data.student?.id).toBe(1);
    expect(data.modules.map((m) => m.number)).toEqual([1, 2, 3]);
    expect(data.lessons_total).toBe(24);
    expect(data.lessons_completed).toBe(lessonsOf(1).filter((l) => l.completed).length);
    expect(data.next_lesson).not.toBeNull();
    expect(data.schedule.every((slot) => /^\d\d:\d\d$/.test(slot.start_time))).toBe(true);
  });

  it('gives a parent the child’s offline group (room, no Zoom) with student_id', async () => {
    await signIn('parent@demo.school');
    const { data } = GetCourseResponse.parse(await getCourse(3, { student_id: 14 }));
    expect(data).toMatchObject({ format: 'offline', zoom_link: null, zoom_id: null, zoom_passcode: null });
    expect(data.room).not.toBeNull();
    expect(data.student?.id).toBe(14);
    await expectError(getCourse(3, undefined, silent), 404, 'not_found');
  });

  it('is finished once its last lesson is completed, in progress while it is not', async () => {
    await signIn('teacher@demo.school');
    const last = lessonsOf(2).at(-1);
    if (!last) throw new Error('no lessons');
    last.completed = true;
    expect(GetCourseResponse.parse(await getCourse(2)).data).toMatchObject({
      status: 'finished',
      student: null,
      next_lesson: null,
    });
    last.completed = false;
    expect(GetCourseResponse.parse(await getCourse(2)).data.status).toBe('in_progress');
    expect(GetCourseResponse.parse(await getCourse(6)).data.status).toBe('waiting_for_start');
  });

  it('hides another student’s course and another teacher’s course (404)', async () => {
    await signIn('student@demo.school');
    await expectError(getCourse(3, undefined, silent), 404, 'not_found');
    await signIn('teacher1@school.mock');
    await expectError(getCourse(1, undefined, silent), 404, 'not_found');
    await signIn('visitor@demo.school');
    await expectError(getCourse(1, undefined, silent), 403, 'forbidden');
  });
});

describe('listCourseStudents', () => {
  it('gives the teacher every student with contacts and attendance so far', async () => {
    await signIn('teacher@demo.school');
    const { data } = ListCourseStudentsResponse.parse(await listCourseStudents(1));
    expect(idsOf(data)).toEqual([...(courses.byId(1)?.student_ids ?? [])].sort((a, b) => a - b));
    const demo = data.find((row) => row.id === 1);
    expect(demo?.email).toBe('student@demo.school');
    const marks = lessonsOf(1).flatMap((lesson) =>
      lesson.attendance['1'] === undefined ? [] : [lesson.attendance['1']],
    );
    expect(demo?.attendance_percent).toBe(Math.round((marks.filter(Boolean).length / marks.length) * 100));
    const waiting = ListCourseStudentsResponse.parse(await listCourseStudents(6)).data;
    expect(waiting.every((row) => row.attendance_percent === null)).toBe(true);
  });

  it('refuses the course’s student (403) and another teacher (404)', async () => {
    await signIn('student@demo.school');
    await expectError(listCourseStudents(1, silent), 403, 'forbidden');
    await signIn('teacher1@school.mock');
    await expectError(listCourseStudents(1, silent), 404, 'not_found');
  });
});
