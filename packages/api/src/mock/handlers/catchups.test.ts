import { describe, expect, it } from 'vitest';
import { completeCatchUp, listCatchUps } from '../../generated/catchups/catchups';
import { CompleteCatchUpResponse, ListCatchUpsResponse } from '../../generated/zod/catchups/catchups';
import { type CatchUpRow, catchUps, catchUpsOf } from '../db/catch-ups';
import { lessonsOf } from '../db/lessons';
import { addMinutesIso, schoolNow } from '../../time/school-time';
import { lessonStatus } from '../rules/lesson-status';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const catchUpOf = (courseId: number, studentId?: number): CatchUpRow => {
  const row = catchUpsOf(courseId).find((r) => studentId === undefined || r.student_id === studentId);
  if (!row) throw new Error(`no catch-up in course ${courseId}`);
  return row;
};

/** Puts a catch-up at a time relative to now (minutes), unmarked. */
const placeAt = (row: CatchUpRow, startsInMinutes: number): CatchUpRow => {
  row.starts_at = addMinutesIso(schoolNow(), startsInMinutes);
  row.ends_at = addMinutesIso(row.starts_at, 60);
  row.completed = false;
  return row;
};

describe('listCatchUps', () => {
  it('gives the student a catch-up for each absence, by time, the latest still ahead', async () => {
    await signIn('student@demo.school');
    const { data } = ListCatchUpsResponse.parse(await listCatchUps(1));
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((row) => row.student.id === 1 && row.teacher.id === 6 && row.course_id === 1)).toBe(
      true,
    );
    expect(data.every((row) => row.zoom_link !== null && row.room === null)).toBe(true);
    expect(data.at(-1)?.status).toBe('upcoming');
    const times = data.map((row) => new Date(row.starts_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Every absence of the demo student has its catch-up.
    const absences = lessonsOf(1).filter((lesson) => lesson.completed && lesson.attendance['1'] === false);
    expect(data.map((row) => row.missed_lesson.id).sort()).toEqual(
      absences.map((lesson) => lesson.id).sort(),
    );
  });

  it('gives the teacher every student’s catch-ups, or one student’s with student_id', async () => {
    await signIn('teacher@demo.school');
    const all = ListCatchUpsResponse.parse(await listCatchUps(1)).data;
    expect(all).toHaveLength(catchUpsOf(1).length);
    expect(new Set(all.map((row) => row.student.id)).size).toBeGreaterThan(1);
    const own = ListCatchUpsResponse.parse(await listCatchUps(1, { student_id: 1 })).data;
    expect(own.every((row) => row.student.id === 1)).toBe(true);
    expect(own.length).toBeLessThan(all.length);
  });

  it('gives a parent the child’s catch-ups (a room for an offline course) and hides others’ (404)', async () => {
    const row = catchUpOf(3);
    await signIn('parent@demo.school');
    const child = ListCatchUpsResponse.parse(await listCatchUps(3, { student_id: 14 })).data;
    expect(child.every((r) => r.student.id === 14 && r.room !== null && r.zoom_link === null)).toBe(true);
    await signIn('student@demo.school');
    await expectError(listCatchUps(row.course_id, undefined, silent), 404, 'not_found');
  });
});

describe('completeCatchUp', () => {
  it('lets the teacher mark a catch-up that has started completed', async () => {
    const running = placeAt(catchUpOf(1), -10);
    const unmarked = placeAt(catchUpsOf(1)[1] ?? catchUpOf(1), -60 * 24);
    await signIn('teacher@demo.school');
    expect(CompleteCatchUpResponse.parse(await completeCatchUp(running.id)).data.status).toBe('completed');
    expect(CompleteCatchUpResponse.parse(await completeCatchUp(unmarked.id)).data.status).toBe('completed');
    expect(lessonStatus(catchUps.byId(running.id) ?? running)).toBe('completed');
  });

  it('refuses an upcoming or completed catch-up (409 transition_not_allowed)', async () => {
    const upcoming = placeAt(catchUpOf(1), 60);
    const done = placeAt(catchUpsOf(1)[1] ?? catchUpOf(1), -60 * 24);
    done.completed = true;
    await signIn('teacher@demo.school');
    await expectError(completeCatchUp(upcoming.id, silent), 409, 'transition_not_allowed');
    await expectError(completeCatchUp(done.id, silent), 409, 'transition_not_allowed');
  });

  it('refuses the student (403), another teacher and an unknown id (404)', async () => {
    const running = placeAt(catchUpOf(1, 1), -10);
    await signIn('student@demo.school');
    await expectError(completeCatchUp(running.id, silent), 403, 'forbidden');
    await signIn('teacher1@school.mock');
    await expectError(completeCatchUp(running.id, silent), 404, 'not_found');
    await expectError(completeCatchUp(999999, silent), 404, 'not_found');
    expect(running.completed).toBe(false);
  });
});
