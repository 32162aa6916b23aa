import { describe, expect, it } from 'vitest';
import {
  type SubstitutionFacts,
  acceptRefusal,
  answerRefusal,
  cancelRefusal,
  freeTeachers,
  holderOf,
  isOfferedTo,
  isPaidSubstitution,
  requestRefusal,
  substitutionKindOf,
  substitutionStatus,
  viewerDecision,
} from './substitutions';

const now = new Date('2026-11-21T12:00:00.000+02:00');
const lesson = { starts_at: '2026-11-25T18:00:00.000+02:00', ends_at: '2026-11-25T19:30:00.000+02:00' };
const past = { starts_at: '2026-11-18T18:00:00.000+02:00', ends_at: '2026-11-18T19:30:00.000+02:00' };
const running = { starts_at: '2026-11-21T11:30:00.000+02:00', ends_at: '2026-11-21T13:00:00.000+02:00' };

const request = (change: Partial<SubstitutionFacts> = {}): SubstitutionFacts => ({
  ...lesson,
  requested_by: 20,
  state: 'waiting',
  canceled_by_requester: false,
  substitute_id: null,
  offered_to: [6, 7],
  declined_by: [],
  late_cancel: false,
  ...change,
});

describe('the status of a substitution (waiting, approved, moderation, ended, canceled)', () => {
  it('keeps the stored status until the lesson ends, then it is ended', () => {
    expect(substitutionStatus(request(), now)).toBe('waiting');
    expect(substitutionStatus(request({ state: 'approved', substitute_id: 6 }), now)).toBe('approved');
    expect(substitutionStatus(request({ state: 'moderation' }), now)).toBe('moderation');
    expect(substitutionStatus(request({ ...past, state: 'approved', substitute_id: 6 }), now)).toBe('ended');
  });

  it('keeps a cancelled request cancelled after its lesson', () => {
    expect(substitutionStatus(request({ ...past, state: 'canceled' }), now)).toBe('canceled');
  });
});

describe('the decision as the viewer sees it (accepted, declined, deleted)', () => {
  it('shows the requesting teacher accepted once taken and deleted once they cancelled', () => {
    expect(viewerDecision(request(), 20)).toBeNull();
    expect(viewerDecision(request({ state: 'approved', substitute_id: 6 }), 20)).toBe('accepted');
    expect(viewerDecision(request({ state: 'canceled', canceled_by_requester: true }), 20)).toBe('deleted');
  });

  it('shows an offered teacher their own answer', () => {
    const answered = request({ state: 'approved', substitute_id: 6, declined_by: [7] });
    expect(viewerDecision(answered, 6)).toBe('accepted');
    expect(viewerDecision(answered, 7)).toBe('declined');
    expect(viewerDecision(request(), 7)).toBeNull();
  });
});

describe('late cancel and pay', () => {
  it('shows a late cancellation as paid even before the lesson', () => {
    expect(isPaidSubstitution(request({ state: 'approved', substitute_id: 6, late_cancel: true }), now)).toBe(
      true,
    );
  });

  it('pays a held substitution once it ended, not before, and never a cancelled or untaken one', () => {
    expect(isPaidSubstitution(request({ ...past, state: 'approved', substitute_id: 6 }), now)).toBe(true);
    expect(isPaidSubstitution(request({ state: 'approved', substitute_id: 6 }), now)).toBe(false);
    expect(isPaidSubstitution(request({ ...past }), now)).toBe(false);
    expect(
      isPaidSubstitution(
        request({ ...past, state: 'canceled', canceled_by_requester: true, substitute_id: 6 }),
        now,
      ),
    ).toBe(false);
  });
});

describe('who is free to substitute ("no teachers available at the selected time")', () => {
  it('keeps the teachers with nothing overlapping the lesson', () => {
    const busy = new Map([
      [6, [{ starts_at: '2026-11-25T19:00:00.000+02:00', ends_at: '2026-11-25T20:00:00.000+02:00' }]],
      [7, [{ starts_at: '2026-11-25T19:30:00.000+02:00', ends_at: '2026-11-25T21:00:00.000+02:00' }]],
    ]);
    expect(freeTeachers([6, 7, 30], busy, lesson)).toEqual([7, 30]);
  });

  it('refuses when nobody is free, after the lesson and live-request checks', () => {
    expect(requestRefusal({ lesson, hasLiveRequest: false, freeCount: 0, now })).toBe(
      'no_substitute_available',
    );
    expect(requestRefusal({ lesson, hasLiveRequest: false, freeCount: 2, now })).toBeNull();
    expect(requestRefusal({ lesson, hasLiveRequest: true, freeCount: 0, now })).toBe(
      'transition_not_allowed',
    );
    expect(requestRefusal({ lesson: running, hasLiveRequest: false, freeCount: 3, now })).toBe(
      'transition_not_allowed',
    );
  });
});

describe('accepting, declining and cancelling', () => {
  it('lets an offered teacher answer a waiting request before its lesson, once', () => {
    expect(answerRefusal(request(), 6, now)).toBeNull();
    expect(answerRefusal(request(), 30, now)).toBe('substitution_not_found');
    expect(answerRefusal(request(), 20, now)).toBe('substitution_not_found');
    expect(answerRefusal(request({ state: 'moderation' }), 6, now)).toBe('substitution_not_found');
    expect(answerRefusal(request({ declined_by: [6] }), 6, now)).toBe('transition_not_allowed');
    expect(answerRefusal(request({ state: 'approved', substitute_id: 7 }), 6, now)).toBe(
      'transition_not_allowed',
    );
    expect(answerRefusal(request({ ...running }), 6, now)).toBe('transition_not_allowed');
  });

  it('lets an offered teacher accept only while still free at the lesson’s time', () => {
    expect(acceptRefusal(request(), 6, true, now)).toBeNull();
    expect(acceptRefusal(request(), 6, false, now)).toBe('transition_not_allowed');
    expect(acceptRefusal(request(), 30, true, now)).toBe('substitution_not_found');
  });

  it('lets only the requesting teacher cancel, before the lesson starts', () => {
    expect(cancelRefusal(request(), 20, now)).toBeNull();
    expect(cancelRefusal(request({ state: 'approved', substitute_id: 6 }), 20, now)).toBeNull();
    expect(cancelRefusal(request(), 6, now)).toBe('substitution_not_found');
    expect(cancelRefusal(request({ state: 'canceled' }), 20, now)).toBe('transition_not_allowed');
    expect(cancelRefusal(request({ ...running }), 20, now)).toBe('transition_not_allowed');
    expect(cancelRefusal(request({ ...past }), 20, now)).toBe('transition_not_allowed');
  });

  it('gives the lesson to the substitute of an approved request only', () => {
    expect(holderOf(20, request({ state: 'approved', substitute_id: 6 }))).toBe(6);
    expect(holderOf(20, request())).toBe(20);
    expect(holderOf(20, request({ state: 'canceled', substitute_id: 6 }))).toBe(20);
    expect(holderOf(20, undefined)).toBe(20);
  });

  it('shows a request offered to a teacher unless a manager holds it', () => {
    expect(isOfferedTo(request(), 6)).toBe(true);
    expect(isOfferedTo(request({ state: 'moderation' }), 6)).toBe(false);
    expect(isOfferedTo(request(), 20)).toBe(false);
  });
});

describe('the kind of a substitution', () => {
  it('tells the school’s and the companies’ groups and individuals apart', () => {
    expect(substitutionKindOf({ kind: 'group', company_name: null, training: null })).toBe('group');
    expect(substitutionKindOf({ kind: 'individual', company_name: null, training: null })).toBe('individual');
    expect(substitutionKindOf({ kind: 'group', company_name: 'Acme', training: null })).toBe(
      'corporate_group',
    );
    expect(substitutionKindOf({ kind: 'individual', company_name: 'Acme', training: null })).toBe(
      'corporate_individual',
    );
  });
});
