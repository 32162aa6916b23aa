import { describe, expect, it } from 'vitest';
import {
  byUrgency,
  cancellationRequestRefusal,
  decisionRefusal,
  refundDueBy,
  statusAfter,
  typedText,
} from './club-cancellations';
import { refundedOrderStatus } from './clubs-orders';

const club = { starts_at: '2026-11-26T18:00:00.000+02:00' };
const before = new Date('2026-11-26T15:59:00.000Z');
const atStart = new Date('2026-11-26T16:00:00.000Z');

describe('a student asks to cancel a paid place', () => {
  it('may ask for a paid place before the class starts', () => {
    expect(cancellationRequestRefusal({ status: 'paid' }, club, false, before)).toBeNull();
  });
  it('may not once the class has started, whatever the place', () => {
    expect(cancellationRequestRefusal({ status: 'paid' }, club, false, atStart)).toBe('club_started');
    expect(cancellationRequestRefusal({ status: 'free' }, club, true, atStart)).toBe('club_started');
  });
  it('asks only for a paid place: a free one or one waiting for payment is cancelled directly', () => {
    expect(cancellationRequestRefusal({ status: 'free' }, club, false, before)).toBe(
      'transition_not_allowed',
    );
    expect(cancellationRequestRefusal({ status: 'payment_pending' }, club, false, before)).toBe(
      'transition_not_allowed',
    );
  });
  it('asks once while a request waits for the decision', () => {
    expect(cancellationRequestRefusal({ status: 'paid' }, club, true, before)).toBe(
      'cancellation_request_open',
    );
  });
});

describe('the director of studies decides', () => {
  const pending = { status: 'pending' as const };
  it('cancels or refuses a pending request', () => {
    expect(decisionRefusal(pending, 'cancel', null, club, before)).toBeNull();
    expect(decisionRefusal(pending, 'refuse', 'The group is formed.', club, before)).toBeNull();
    expect(statusAfter('cancel')).toBe('cancelled');
    expect(statusAfter('refuse')).toBe('refused');
  });
  it('decides once', () => {
    for (const status of ['cancelled', 'refused'] as const) {
      expect(decisionRefusal({ status }, 'cancel', null, club, before)).toEqual({
        status: 409,
        code: 'cancellation_request_decided',
      });
    }
  });
  it('refuses only with a comment the student reads', () => {
    for (const comment of [null, undefined, '', '   ']) {
      expect(decisionRefusal(pending, 'refuse', comment, club, before)).toEqual({
        status: 422,
        code: 'validation_failed',
        field: 'comment',
      });
    }
  });
  it('cannot cancel once the class has started, but can still refuse', () => {
    expect(decisionRefusal(pending, 'cancel', null, club, atStart)).toEqual({
      status: 409,
      code: 'club_started',
    });
    expect(decisionRefusal(pending, 'refuse', 'Too late.', club, atStart)).toBeNull();
  });
});

describe('the refund of a cancelled place', () => {
  it('is due within the 10-day refund window, counted in school days', () => {
    expect(refundDueBy('2026-11-24T10:00:00.000+02:00')).toBe('2026-12-04');
    // 00:30 in Kyiv is already the next day at the school, though still the 24th in UTC.
    expect(refundDueBy('2026-11-24T22:30:00.000Z')).toBe('2026-12-05');
  });
  it('marks a paid order for refund; nothing else', () => {
    expect(refundedOrderStatus('paid')).toBe('refund_pending');
    expect(refundedOrderStatus('pending')).toBeNull();
    expect(refundedOrderStatus('cancelled')).toBeNull();
    expect(refundedOrderStatus('refund_pending')).toBeNull();
  });
});

describe('texts and order', () => {
  it('keeps a typed text trimmed, and a blank one as none', () => {
    expect(typedText('  Exam day ')).toBe('Exam day');
    expect(typedText('  ')).toBeNull();
    expect(typedText(null)).toBeNull();
    expect(typedText(undefined)).toBeNull();
  });
  it('puts pending requests first, the soonest club first; then the latest decisions', () => {
    const row = (
      id: number,
      status: 'pending' | 'cancelled' | 'refused',
      starts: string,
      decided: string | null,
    ) => ({
      id,
      status,
      club_starts_at: `2026-11-${starts}T18:00:00.000+02:00`,
      decided_at: decided && `2026-11-${decided}T10:00:00.000+02:00`,
    });
    const rows = [
      row(1, 'refused', '25', '20'),
      row(2, 'pending', '30', null),
      row(3, 'cancelled', '27', '23'),
      row(4, 'pending', '26', null),
    ];
    expect(rows.sort(byUrgency).map((r) => r.id)).toEqual([4, 2, 3, 1]);
  });
});
