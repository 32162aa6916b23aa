import { describe, expect, it } from 'vitest';
import { isOpenLesson, lessonStatus } from './lesson-status';

const lesson = { starts_at: '2026-11-23T18:00:00.000+02:00', ends_at: '2026-11-23T19:30:00.000+02:00' };
const at = (iso: string) => new Date(iso);

describe('lesson status (upcoming, in progress, completed, incomplete)', () => {
  it('is upcoming before the start, in progress while it runs, incomplete once it ended unmarked', () => {
    expect(lessonStatus({ ...lesson, completed: false }, at('2026-11-23T17:59:00+02:00'))).toBe('upcoming');
    expect(lessonStatus({ ...lesson, completed: false }, at('2026-11-23T18:00:00+02:00'))).toBe(
      'in_progress',
    );
    expect(lessonStatus({ ...lesson, completed: false }, at('2026-11-23T19:30:00+02:00'))).toBe('incomplete');
  });

  it('is completed once the teacher marks it, whatever the clock says', () => {
    expect(lessonStatus({ ...lesson, completed: true }, at('2026-11-23T18:30:00+02:00'))).toBe('completed');
    expect(lessonStatus({ ...lesson, completed: true }, at('2026-12-01T00:00:00+02:00'))).toBe('completed');
  });

  it('opens only upcoming and in-progress lessons to tests and test dates', () => {
    expect(isOpenLesson('upcoming')).toBe(true);
    expect(isOpenLesson('in_progress')).toBe(true);
    expect(isOpenLesson('completed')).toBe(false);
    expect(isOpenLesson('incomplete')).toBe(false);
  });
});
