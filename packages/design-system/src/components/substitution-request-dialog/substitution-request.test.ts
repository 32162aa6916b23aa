import { describe, expect, it } from 'vitest';
import { REASON_MAX_LENGTH, reasonProblem, requestValues } from './substitution-request';

describe('reasonProblem', () => {
  it('requires a reason, and spaces are not one', () => {
    expect(reasonProblem('')).toBe('required');
    expect(reasonProblem('  \n ')).toBe('required');
  });

  it('allows up to 500 characters and refuses more', () => {
    expect(REASON_MAX_LENGTH).toBe(500);
    expect(reasonProblem('а'.repeat(500))).toBeNull();
    expect(reasonProblem('а'.repeat(501))).toBe('too_long');
  });

  it('accepts an ordinary reason', () => {
    expect(reasonProblem('Лікарняний до п’ятниці')).toBeNull();
  });
});

describe('requestValues', () => {
  it('trims the reason and the comment', () => {
    expect(requestValues('  Відрядження до Львова ', '   ')).toEqual({
      reason: 'Відрядження до Львова',
      comment: '',
    });
  });
});
