import { describe, expect, it } from 'vitest';
import { completeLesson, setLessonAttendance, updateLesson } from '../../generated/lessons/lessons';
import {
  CompleteLessonResponse,
  SetLessonAttendanceResponse,
  UpdateLessonResponse,
} from '../../generated/zod/lessons/lessons';
import { courses } from '../db/courses';
import { files } from '../db/files';
import { type LessonRow, lessons, lessonsOf, onLessonCompleted } from '../db/lessons';
import { addMinutesIso, schoolNow } from '../../time/school-time';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const lessonOf = (courseId: number, match: (lesson: LessonRow) => boolean): LessonRow => {
  const lesson = lessonsOf(courseId).find(match);
  if (!lesson) throw new Error(`no such lesson in course ${courseId}`);
  return lesson;
};

/** Puts a lesson at a time relative to now (minutes), unmarked. */
const placeAt = (lesson: LessonRow, startsInMinutes: number): LessonRow => {
  lesson.starts_at = addMinutesIso(schoolNow(), startsInMinutes);
  lesson.ends_at = addMinutesIso(lesson.starts_at, 90);
  lesson.completed = false;
  return lesson;
};

describe('updateLesson', () => {
  it('lets the teacher fill in classwork, homework, recording, notes and files', async () => {
    const lesson = lessonOf(1, (l) => l.number === 3);
    await signIn('teacher@demo.school');
    const body = {
      homework: 'Workbook p. 7',
      notes: 'Bring the quiz',
      recording_url: 'https://video.school.mock/r/3',
      file_ids: [1, 2],
    };
    const { data } = UpdateLessonResponse.parse(await updateLesson(lesson.id, body));
    expect(data).toMatchObject({
      homework: 'Workbook p. 7',
      notes: 'Bring the quiz',
      recording_url: 'https://video.school.mock/r/3',
    });
    expect(data.files.map((file) => file.id)).toEqual([1, 2]);
    expect(data.classwork).toBe(lesson.classwork);
    expect(lessons.byId(lesson.id)?.file_ids).toEqual([1, 2]);
  });

  it('moves the date of an upcoming test lesson, keeping its length', async () => {
    const test = placeAt(
      lessonOf(1, (l) => l.type === 'final_test'),
      60 * 24,
    );
    await signIn('teacher@demo.school');
    const startsAt = '2030-03-05T18:00:00+02:00';
    const { data } = UpdateLessonResponse.parse(await updateLesson(test.id, { starts_at: startsAt }));
    expect(new Date(data.starts_at).getTime()).toBe(new Date(startsAt).getTime());
    expect(new Date(data.ends_at).getTime() - new Date(data.starts_at).getTime()).toBe(90 * 60_000);
  });

  it('refuses a date change on a plain lesson and on a test that is over (409 lesson_not_editable)', async () => {
    const plain = placeAt(
      lessonOf(1, (l) => l.type === 'lesson'),
      60,
    );
    const pastTest = lessonOf(1, (l) => l.type === 'progress_test');
    placeAt(pastTest, -60 * 24);
    pastTest.completed = true;
    await signIn('teacher@demo.school');
    const starts_at = '2030-03-05T18:00:00+02:00';
    await expectError(updateLesson(plain.id, { starts_at }, silent), 409, 'lesson_not_editable');
    await expectError(updateLesson(pastTest.id, { starts_at }, silent), 409, 'lesson_not_editable');
    pastTest.completed = false; // now incomplete: still closed to test dates
    await expectError(updateLesson(pastTest.id, { starts_at }, silent), 409, 'lesson_not_editable');
  });

  it('refuses more than 10 files (422 too_many_files) and an unknown file (422 validation_failed)', async () => {
    const lesson = lessonOf(1, (l) => l.number === 3);
    await signIn('teacher@demo.school');
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    await expectError(updateLesson(lesson.id, { file_ids: eleven }, silent), 422, 'too_many_files');
    await expectError(
      updateLesson(lesson.id, { file_ids: [files.rows.length + 100] }, silent),
      422,
      'validation_failed',
    );
  });

  it('refuses the course’s student (403) and another teacher (404)', async () => {
    const lesson = lessonOf(1, (l) => l.number === 3);
    await signIn('student@demo.school');
    await expectError(updateLesson(lesson.id, { notes: 'x' }, silent), 403, 'forbidden');
    await signIn('teacher1@school.mock');
    await expectError(updateLesson(lesson.id, { notes: 'x' }, silent), 404, 'not_found');
  });
});

describe('setLessonAttendance', () => {
  it('marks students present or absent and keeps the others', async () => {
    const lesson = placeAt(
      lessonOf(1, (l) => l.number === 4),
      -30,
    );
    const [first = 0, second = 0] = courses.byId(1)?.student_ids ?? [];
    lesson.attendance = { [first]: true };
    await signIn('teacher@demo.school');
    const { data } = SetLessonAttendanceResponse.parse(
      await setLessonAttendance(lesson.id, { attendance: [{ student_id: second, present: false }] }),
    );
    expect(data.attendance?.find((row) => row.student.id === first)?.present).toBe(true);
    expect(data.attendance?.find((row) => row.student.id === second)?.present).toBe(false);
    expect(data.attendance?.filter((row) => row.present === null)).toHaveLength(6);
  });

  it('refuses a student who is not in the course (422) and the student (403)', async () => {
    const lesson = lessonOf(1, (l) => l.number === 4);
    await signIn('teacher@demo.school');
    await expectError(
      setLessonAttendance(lesson.id, { attendance: [{ student_id: 14, present: true }] }, silent),
      422,
      'validation_failed',
    );
    await signIn('student@demo.school');
    await expectError(
      setLessonAttendance(lesson.id, { attendance: [{ student_id: 1, present: true }] }, silent),
      403,
      'forbidden',
    );
  });
});

describe('completeLesson', () => {
  it('marks a lesson in progress or incomplete completed and tells the listeners', async () => {
    const running = placeAt(
      lessonOf(1, (l) => l.number === 5),
      -10,
    );
    const unmarked = placeAt(
      lessonOf(1, (l) => l.number === 6),
      -60 * 24,
    );
    const heard: number[] = [];
    const stop = onLessonCompleted((lesson) => heard.push(lesson.id));
    await signIn('teacher@demo.school');
    expect(CompleteLessonResponse.parse(await completeLesson(running.id)).data.status).toBe('completed');
    expect(CompleteLessonResponse.parse(await completeLesson(unmarked.id)).data.status).toBe('completed');
    stop();
    expect(heard).toEqual([running.id, unmarked.id]);
    expect(lessons.byId(running.id)?.completed).toBe(true);
  });

  it('refuses an upcoming or completed lesson (409 transition_not_allowed)', async () => {
    const upcoming = placeAt(
      lessonOf(1, (l) => l.number === 5),
      60,
    );
    const done = lessonOf(1, (l) => l.completed);
    await signIn('teacher@demo.school');
    await expectError(completeLesson(upcoming.id, silent), 409, 'transition_not_allowed');
    await expectError(completeLesson(done.id, silent), 409, 'transition_not_allowed');
  });

  it('refuses the student and a parent (403) and another teacher (404)', async () => {
    const running = placeAt(
      lessonOf(1, (l) => l.number === 5),
      -10,
    );
    await signIn('student@demo.school');
    await expectError(completeLesson(running.id, silent), 403, 'forbidden');
    await signIn('teacher1@school.mock');
    await expectError(completeLesson(running.id, silent), 404, 'not_found');
    expect(running.completed).toBe(false);
  });
});
