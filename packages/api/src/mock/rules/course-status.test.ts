import { describe, expect, it } from 'vitest';
import { courseStatus } from './course-status';

const course = { start_date: '2026-12-01' };

describe('course status (waiting for start, in progress, finished)', () => {
  it('waits for its start date', () => {
    expect(courseStatus(course, { completed: false }, '2026-11-30')).toBe('waiting_for_start');
  });

  it('is in progress from the start date until the last lesson is completed', () => {
    expect(courseStatus(course, { completed: false }, '2026-12-01')).toBe('in_progress');
    expect(courseStatus(course, undefined, '2027-03-01')).toBe('in_progress');
  });

  it('is finished once its last lesson is marked completed', () => {
    expect(courseStatus(course, { completed: true }, '2027-03-01')).toBe('finished');
  });
});
