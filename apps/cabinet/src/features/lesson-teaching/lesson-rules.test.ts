import { instantOfWallClock, wallClockOf } from '@cabinet/api/time';
import { ApiError } from '@cabinet/api/http';
import { describe, expect, it } from 'vitest';
import { canComplete, canMoveTestDate, infoFieldOfError, isWebAddress } from './lesson-rules';

describe('lesson rules', () => {
  it('moves a test date only on a test lesson that is upcoming or in progress', () => {
    expect(canMoveTestDate('final_test', 'upcoming')).toBe(true);
    expect(canMoveTestDate('progress_test', 'in_progress')).toBe(true);
    expect(canMoveTestDate('test', 'completed')).toBe(false);
    expect(canMoveTestDate('test_retake', 'incomplete')).toBe(false);
    expect(canMoveTestDate('lesson', 'upcoming')).toBe(false);
  });

  it('completes only a lesson that has started', () => {
    expect(canComplete('in_progress')).toBe(true);
    expect(canComplete('incomplete')).toBe(true);
    expect(canComplete('upcoming')).toBe(false);
    expect(canComplete('completed')).toBe(false);
  });

  it('reads and writes the test date in the school’s zone', () => {
    expect(wallClockOf('2026-11-23T18:00:00.000+02:00')).toBe('2026-11-23T18:00');
    expect(instantOfWallClock('2026-11-23T18:00')).toBe('2026-11-23T16:00:00.000Z');
    expect(instantOfWallClock('2026-11-23')).toBeNull();
  });

  it('puts a refusal under its field', () => {
    expect(infoFieldOfError(new ApiError(422, 'too_many_files', 'x', { error: 'too_many_files' }))).toBe(
      'file_ids',
    );
    expect(infoFieldOfError(new ApiError(409, 'lesson_not_editable', 'x', {}))).toBe('starts_at');
    expect(infoFieldOfError(new ApiError(422, 'validation_failed', 'x', { field: 'recording_url' }))).toBe(
      'recording_url',
    );
    expect(infoFieldOfError(new ApiError(500, 'server_error', 'x', {}))).toBeNull();
  });

  it('takes only web addresses as recording links', () => {
    expect(isWebAddress('https://video.school.mock/recordings/1')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('recording')).toBe(false);
  });
});
