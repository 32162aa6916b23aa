import { describe, expect, it } from 'vitest';
import { attendancePercent } from './attendance-percent';

const lesson = (marks: Record<string, boolean>) => ({ attendance: marks });

describe('attendance percent of a student', () => {
  it('counts attended out of the marked lessons, rounded', () => {
    const lessons = [
      lesson({ 1: true, 2: false }),
      lesson({ 1: false, 2: false }),
      lesson({ 1: true }),
      lesson({}),
    ];
    expect(attendancePercent(lessons, 1)).toBe(67);
    expect(attendancePercent(lessons, 2)).toBe(0);
  });

  it('is null before any lesson is marked for the student', () => {
    expect(attendancePercent([lesson({}), lesson({ 2: true })], 1)).toBeNull();
  });
});
