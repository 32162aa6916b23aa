import { describe, expect, it } from 'vitest';
import { GROUP_SIZE_MAX, isRecruiting, seatsLeft } from './recruitment';

const group = (students: number, recruitment = true, kind = 'group') => ({
  kind,
  recruitment,
  seats_total: GROUP_SIZE_MAX,
  student_ids: Array.from({ length: students }, (_, i) => i + 1),
});

describe('catalogue recruitment (groups of at most 10 students; seats left, recruitment)', () => {
  it('counts the seats left out of 10', () => {
    expect(GROUP_SIZE_MAX).toBe(10);
    expect(seatsLeft(group(7))).toBe(3);
    expect(seatsLeft(group(10))).toBe(0);
  });

  it('shows a recruiting group with a seat left', () => {
    expect(isRecruiting(group(9))).toBe(true);
  });

  it('hides a full group, a group not in recruitment and an individual course', () => {
    expect(isRecruiting(group(10))).toBe(false);
    expect(isRecruiting(group(4, false))).toBe(false);
    expect(isRecruiting({ ...group(0, true, 'individual'), seats_total: 1 })).toBe(false);
  });
});
