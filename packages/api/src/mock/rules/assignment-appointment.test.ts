import { describe, expect, it } from 'vitest';
import { appointmentRefusal, finalTestTaken, takesNewTests } from './assignment-appointment';

describe('appointing tests: only to upcoming or in-progress lessons; one final test per course', () => {
  it('takes an upcoming or in-progress lesson', () => {
    expect(appointmentRefusal('upcoming', ['completed', 'upcoming'])).toBeNull();
    expect(appointmentRefusal('in_progress', ['in_progress'])).toBeNull();
  });

  it('refuses a completed or incomplete lesson when the course has open ones', () => {
    expect(appointmentRefusal('completed', ['completed', 'upcoming'])).toBe('lesson_not_editable');
    expect(appointmentRefusal('incomplete', ['incomplete', 'in_progress'])).toBe('lesson_not_editable');
  });

  it('"cannot add a test, no lessons in upcoming or in progress status"', () => {
    expect(appointmentRefusal('completed', ['completed', 'incomplete'])).toBe('no_lessons_for_test');
  });

  it('a course without upcoming or in-progress lessons takes no new test, even without a lesson chosen', () => {
    expect(takesNewTests(['completed', 'incomplete'])).toBe(false);
    expect(takesNewTests([])).toBe(false);
    expect(takesNewTests(['completed', 'upcoming'])).toBe(true);
  });

  it('a course has one final test; other tests are unlimited', () => {
    const tests = [
      { id: 1, test_type: 'progress_test' },
      { id: 2, test_type: 'test' },
    ];
    expect(finalTestTaken(tests)).toBe(false);
    expect(finalTestTaken([...tests, { id: 3, test_type: 'final_test' }])).toBe(true);
    expect(finalTestTaken([{ id: 3, test_type: 'final_test' }], 3)).toBe(false);
  });
});
