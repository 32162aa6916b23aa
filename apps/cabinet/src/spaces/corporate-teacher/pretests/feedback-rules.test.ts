import type { PaidPretestFeedback } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { fieldOfRefusal, problemsOf, toFormValues, toInput } from './feedback-rules';

const draft = (over: Partial<PaidPretestFeedback> = {}): PaidPretestFeedback => ({
  id: 7,
  part: 'speaking',
  kind: 'detailed',
  level: null,
  comment: '',
  criteria: [
    { key: 'fluency', comment: '' },
    { key: 'pronunciation', comment: 'Clear.' },
    { key: 'vocabulary', comment: '' },
    { key: 'grammar', comment: '' },
  ],
  sent_at: null,
  updated_at: '2026-03-03T10:00:00+02:00',
  ...over,
});

describe('the paid test feedback form', () => {
  it('fills the form from a draft and gives back the school its input', () => {
    const values = toFormValues(draft());
    expect(values).toEqual({
      level: '',
      comment: '',
      criteria: { fluency: '', pronunciation: 'Clear.', vocabulary: '', grammar: '' },
    });
    expect(toInput(draft(), { ...values, level: 'B1' }, true)).toEqual({
      level: 'B1',
      comment: '',
      criteria: [
        { key: 'fluency', comment: '' },
        { key: 'pronunciation', comment: 'Clear.' },
        { key: 'vocabulary', comment: '' },
        { key: 'grammar', comment: '' },
      ],
      send: true,
    });
  });

  it('a base feedback has no criteria', () => {
    const base = draft({ kind: 'base', part: 'writing', criteria: [] });
    expect(toFormValues(base).criteria).toEqual({});
    expect(toInput(base, toFormValues(base), false).criteria).toEqual([]);
  });

  it('a draft saves with any field empty', () => {
    expect(problemsOf(draft(), toFormValues(draft()), false)).toEqual([]);
  });

  it('sending needs the level, a comment of 20 characters and every criterion', () => {
    const values = { ...toFormValues(draft()), comment: 'Too short.' };
    expect(problemsOf(draft(), values, true)).toEqual([
      { field: 'level', problem: 'required' },
      { field: 'comment', problem: 'tooShort', limit: 20 },
      { field: 'criteria.fluency', problem: 'required' },
      { field: 'criteria.vocabulary', problem: 'required' },
      { field: 'criteria.grammar', problem: 'required' },
    ]);
  });

  it('twenty spaces are not a comment; twenty characters are', () => {
    const base = draft({ kind: 'base', criteria: [] });
    const spaces = { level: 'B2' as const, comment: ' '.repeat(25), criteria: {} };
    expect(problemsOf(base, spaces, true)).toEqual([{ field: 'comment', problem: 'required', limit: 20 }]);
    expect(problemsOf(base, { ...spaces, comment: 'x'.repeat(20) }, true)).toEqual([]);
  });

  it('a text over its limit stops a draft too', () => {
    const base = draft({ kind: 'base', criteria: [] });
    expect(problemsOf(base, { level: '', comment: 'x'.repeat(5001), criteria: {} }, false)).toEqual([
      { field: 'comment', problem: 'tooLong', limit: 5000 },
    ]);
  });

  it('reads the field a refusal names', () => {
    expect(fieldOfRefusal(draft(), 'comment')).toBe('comment');
    expect(fieldOfRefusal(draft(), 'criteria.fluency')).toBe('criteria.fluency');
    expect(fieldOfRefusal(draft(), 'criteria.task')).toBeNull();
    expect(fieldOfRefusal(draft(), 'criteria.')).toBeNull();
  });
});
