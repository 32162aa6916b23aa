import { describe, expect, it } from 'vitest';
import { canMarkCompleted, canMoveTestDate, isTestLesson } from './lesson-actions';

describe('lesson actions', () => {
  it('test lessons are test, progress test, test retake and final test', () => {
    expect(isTestLesson('test')).toBe(true);
    expect(isTestLesson('progress_test')).toBe(true);
    expect(isTestLesson('test_retake')).toBe(true);
    expect(isTestLesson('final_test')).toBe(true);
    expect(isTestLesson('lesson')).toBe(false);
  });

  it.each([
    ['test', 'upcoming', true],
    ['final_test', 'in_progress', true],
    ['progress_test', 'completed', false],
    ['test_retake', 'incomplete', false],
    ['lesson', 'upcoming', false],
  ] as const)('"Test dates are editable only on such lessons": %s %s → %s', (type, status, allowed) => {
    expect(canMoveTestDate(type, status)).toBe(allowed);
  });

  it.each([
    ['upcoming', false],
    ['in_progress', true],
    ['incomplete', true],
    ['completed', false],
  ] as const)('a %s lesson or catch-up can be marked completed: %s', (status, allowed) => {
    expect(canMarkCompleted(status)).toBe(allowed);
  });
});
