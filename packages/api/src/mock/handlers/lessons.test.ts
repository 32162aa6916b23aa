import { describe, expect, it } from 'vitest';
import { getLesson, listLessons } from '../../generated/lessons/lessons';
import { GetLessonResponse, ListLessonsResponse } from '../../generated/zod/lessons/lessons';
import { type LessonRow, lessonsOf } from '../db/lessons';
import { lessonStatus } from '../rules/lesson-status';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const lessonOf = (courseId: number, match: (lesson: LessonRow) => boolean): LessonRow => {
  const lesson = lessonsOf(courseId).find(match);
  if (!lesson) throw new Error(`no such lesson in course ${courseId}`);
  return lesson;
};

describe('listLessons', () => {
  it('gives the student the schedule with statuses and their own attendance', async () => {
    await signIn('student@demo.school');
    const { data, meta } = ListLessonsResponse.parse(await listLessons(1, { per_page: 100 }));
    expect(meta.total).toBe(24);
    expect(data.map((row) => row.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(data.at(-1)?.type).toBe('final_test');
    expect(data.find((row) => row.number === 8)?.type).toBe('progress_test');
    const completed = data.filter((row) => row.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((row) => typeof row.attended === 'boolean')).toBe(true);
    expect(data.filter((row) => row.status === 'upcoming').every((row) => row.attended === null)).toBe(true);
    // The demo student missed the last completed lesson (their catch-up follows it).
    expect(completed.at(-1)?.attended).toBe(false);
  });

  it('filters by status and pages', async () => {
    await signIn('student@demo.school');
    const upcoming = ListLessonsResponse.parse(
      await listLessons(1, { status: 'upcoming', per_page: 100 }),
    ).data;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((row) => row.status === 'upcoming')).toBe(true);
    const page = ListLessonsResponse.parse(await listLessons(1, { page: 2, per_page: 10 }));
    expect(page.data.map((row) => row.number)).toEqual(Array.from({ length: 10 }, (_, i) => i + 11));
    await expectError(listLessons(1, { status: 'done' as never }, silent), 422, 'validation_failed');
  });

  it('gives a parent the child’s attendance and the teacher none', async () => {
    const lesson = lessonOf(3, (l) => l.completed);
    await signIn('parent@demo.school');
    const child = ListLessonsResponse.parse(await listLessons(3, { student_id: 14 })).data.find(
      (row) => row.id === lesson.id,
    );
    expect(child?.attended).toBe(lesson.attendance['14']);
    await signIn('teacher@demo.school');
    const teacher = ListLessonsResponse.parse(await listLessons(3)).data;
    expect(teacher.every((row) => row.attended === null)).toBe(true);
  });

  it('hides another student’s course (404) and refuses a visitor (403)', async () => {
    await signIn('student@demo.school');
    await expectError(listLessons(3, undefined, silent), 404, 'not_found');
    await signIn('visitor@demo.school');
    await expectError(listLessons(1, undefined, silent), 403, 'forbidden');
  });
});

describe('getLesson', () => {
  it('gives the student the lesson page with files and their own attendance, without notes', async () => {
    const lesson = lessonOf(1, (l) => l.number === 2);
    await signIn('student@demo.school');
    const { data } = GetLessonResponse.parse(await getLesson(lesson.id));
    expect(data).toMatchObject({
      id: lesson.id,
      course_id: 1,
      number: 2,
      notes: null,
      attendance: null,
      room: null,
    });
    expect(data.status).toBe(lessonStatus(lesson));
    expect(data.attended).toBe(lesson.attendance['1'] ?? null);
    expect(data.zoom_link).toMatch(/^https:\/\/zoom\.us\//);
    expect(data.files).toHaveLength(1);
    expect(data.files[0]).toMatchObject({ mime_type: 'application/pdf' });
    expect(data.module.number).toBe(1);
  });

  it('gives the teacher the notes and every student’s attendance', async () => {
    const lesson = lessonOf(1, (l) => l.completed);
    await signIn('teacher@demo.school');
    const { data } = GetLessonResponse.parse(await getLesson(lesson.id));
    expect(data.notes).toBe(lesson.notes);
    expect(data.attended).toBeNull();
    expect(data.attendance).toHaveLength(8);
    expect(data.attendance?.find((row) => row.student.id === 1)?.present).toBe(lesson.attendance['1']);
  });

  it('gives a parent the child’s offline lesson (room, no Zoom)', async () => {
    const lesson = lessonOf(3, (l) => l.number === 1);
    await signIn('parent@demo.school');
    const { data } = GetLessonResponse.parse(await getLesson(lesson.id, { student_id: 14 }));
    expect(data).toMatchObject({ zoom_link: null, zoom_id: null, zoom_passcode: null, notes: null });
    expect(data.room).not.toBeNull();
  });

  it('hides another student’s lesson and an unknown one (404)', async () => {
    await signIn('student@demo.school');
    await expectError(getLesson(lessonOf(3, () => true).id, undefined, silent), 404, 'not_found');
    await expectError(getLesson(999999, undefined, silent), 404, 'not_found');
  });
});
