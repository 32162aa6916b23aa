import { describe, expect, it } from 'vitest';
import { isTaskOverdue } from './overdue';

const NOW = '2026-11-21T12:00:00+02:00';

describe('isTaskOverdue', () => {
  it('is overdue when the deadline passed and the work is still owed', () => {
    for (const status of ['not_opened', 'not_written', 'in_progress', 'need_edits'] as const) {
      expect(isTaskOverdue('2026-11-20T23:59:00+02:00', status, NOW), status).toBe(true);
    }
  });

  it('is not overdue before the deadline or without one', () => {
    expect(isTaskOverdue('2026-11-21T12:30:00+02:00', 'in_progress', NOW)).toBe(false);
    expect(isTaskOverdue(undefined, 'in_progress', NOW)).toBe(false);
  });

  it('compares instants, whatever the offsets', () => {
    // 11:30 in UTC is 13:30 in Kyiv: after noon there.
    expect(isTaskOverdue('2026-11-21T11:30:00Z', 'not_written', NOW)).toBe(false);
    expect(isTaskOverdue('2026-11-21T09:59:00Z', 'not_written', NOW)).toBe(true);
  });

  it('is never overdue once handed in, checked or closed', () => {
    for (const status of [
      'need_review',
      'in_review',
      'completed',
      'sent',
      'missed',
      'test_missed',
      'incomplete',
    ] as const) {
      expect(isTaskOverdue('2026-11-01T00:00:00+02:00', status, NOW), status).toBe(false);
    }
  });
});
