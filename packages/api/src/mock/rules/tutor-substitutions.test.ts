import { describe, expect, it } from 'vitest';
import {
  type SubstitutionFacts,
  isTrainingKind,
  substituteCandidates,
  substitutionKindOf,
  visibleUnder,
} from './substitutions';

const request = (change: Partial<SubstitutionFacts> = {}): SubstitutionFacts => ({
  starts_at: '2026-11-25T18:00:00.000+02:00',
  ends_at: '2026-11-25T19:30:00.000+02:00',
  requested_by: 20,
  state: 'waiting',
  canceled_by_requester: false,
  substitute_id: null,
  offered_to: [30],
  declined_by: [],
  late_cancel: false,
  ...change,
});

describe('a tutor’s training group lesson', () => {
  it('is a TKT or a TYLT group, whatever else the course is', () => {
    expect(substitutionKindOf({ kind: 'group', company_name: null, training: 'tkt' })).toBe('tkt_group');
    expect(substitutionKindOf({ kind: 'group', company_name: null, training: 'tylt' })).toBe('tylt_group');
    expect(isTrainingKind('tkt_group')).toBe(true);
    expect(isTrainingKind('tylt_group')).toBe(true);
    expect(isTrainingKind('group')).toBe(false);
  });

  it('is offered to the other tutors only, and a school lesson to the other teachers only', () => {
    const staff = { teachers: [5, 6, 7], tutors: [20, 30] };
    expect(substituteCandidates({ training: 'tkt' }, 20, staff)).toEqual([30]);
    expect(substituteCandidates({ training: 'tylt' }, 30, staff)).toEqual([20]);
    expect(substituteCandidates({ training: null }, 5, staff)).toEqual([6, 7]);
  });
});

describe('the tutor’s filter of their requests', () => {
  it('keeps their own with is_mine and the others’ offered to them with is_not_mine', () => {
    const own = request();
    const others = request({ requested_by: 30, offered_to: [20] });
    const notOffered = request({ requested_by: 30, offered_to: [] });
    expect(visibleUnder(own, 20, { filter: 'is_mine' })).toBe(true);
    expect(visibleUnder(others, 20, { filter: 'is_mine' })).toBe(false);
    expect(visibleUnder(own, 20, { filter: 'is_not_mine' })).toBe(false);
    expect(visibleUnder(others, 20, { filter: 'is_not_mine' })).toBe(true);
    expect(visibleUnder(notOffered, 20, { filter: 'is_not_mine' })).toBe(false);
  });

  it('shows both without a filter, and nothing when the filter and the side disagree', () => {
    const own = request();
    const others = request({ requested_by: 30, offered_to: [20] });
    expect(visibleUnder(own, 20, {})).toBe(true);
    expect(visibleUnder(others, 20, {})).toBe(true);
    expect(visibleUnder(own, 20, { filter: 'is_mine', side: 'requested' })).toBe(true);
    expect(visibleUnder(own, 20, { filter: 'is_mine', side: 'offered' })).toBe(false);
    expect(visibleUnder(others, 20, { filter: 'is_not_mine', side: 'requested' })).toBe(false);
  });

  it('hides another tutor’s request a manager holds in moderation', () => {
    expect(visibleUnder(request({ requested_by: 30, offered_to: [20], state: 'moderation' }), 20, {})).toBe(
      false,
    );
  });
});
