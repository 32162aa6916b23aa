import { describe, expect, it } from 'vitest';
import {
  type BookingRequest,
  bookingAfterPayment,
  bookingRefusal,
  cancelRefusal,
  freePlaceUsed,
  isGroupStudent,
  newBookingStatus,
  seatsLeft,
} from './clubs';

const now = new Date('2026-11-23T12:00:00.000+02:00');
const club = { enabled: true, starts_at: '2026-11-25T18:00:00.000+02:00', type: 'speaking' };
const open: BookingRequest = {
  club,
  now,
  alreadyBooked: false,
  seatsLeft: 3,
  free: true,
  groupStudent: true,
  freePlaceUsed: false,
};

describe('booking a club place', () => {
  it('books an enabled upcoming club with seats', () => {
    expect(bookingRefusal(open)).toBeNull();
    expect(bookingRefusal({ ...open, free: false, groupStudent: false })).toBeNull();
  });

  it('"club or event no longer enabled": disabled, or already started', () => {
    expect(bookingRefusal({ ...open, club: { ...club, enabled: false } })).toEqual({
      status: 409,
      code: 'club_unavailable',
    });
    expect(bookingRefusal({ ...open, now: new Date(club.starts_at) })).toEqual({
      status: 409,
      code: 'club_unavailable',
    });
  });

  it('"already registered"', () => {
    expect(bookingRefusal({ ...open, alreadyBooked: true })).toEqual({
      status: 409,
      code: 'already_registered',
    });
  });

  it('"sorry, no more seats"', () => {
    expect(bookingRefusal({ ...open, seatsLeft: 0 })).toEqual({ status: 409, code: 'club_full' });
  });

  it('only group students get a free club place a week: others may not take one', () => {
    expect(bookingRefusal({ ...open, groupStudent: false })).toEqual({
      status: 403,
      code: 'free_club_not_available',
    });
  });

  it('the free place of the week is a place in a speaking club; other clubs are paid', () => {
    expect(bookingRefusal({ ...open, club: { ...club, type: 'grammar' } })).toEqual({
      status: 403,
      code: 'free_club_not_available',
    });
    expect(bookingRefusal({ ...open, club: { ...club, type: 'grammar' }, free: false })).toBeNull();
  });

  it('"the free club place for the week is already used", but a paid place is still possible', () => {
    expect(bookingRefusal({ ...open, freePlaceUsed: true })).toEqual({
      status: 409,
      code: 'free_place_used',
    });
    expect(bookingRefusal({ ...open, freePlaceUsed: true, free: false })).toBeNull();
  });

  it('"Payment pending, then pay": a paid place waits for payment; a free one is free', () => {
    expect(newBookingStatus(false)).toBe('payment_pending');
    expect(newBookingStatus(true)).toBe('free');
    expect(bookingAfterPayment('payment_pending')).toBe('paid');
    expect(bookingAfterPayment('paid')).toBeNull();
    expect(bookingAfterPayment('free')).toBeNull();
  });
});

describe('seats and the free place of the week', () => {
  it('counts every booking against the seats', () => {
    expect(seatsLeft(10, 7)).toBe(3);
    expect(seatsLeft(10, 10)).toBe(0);
    expect(seatsLeft(8, 9)).toBe(0);
  });

  it('is a group student with a group course in progress only', () => {
    expect(isGroupStudent([{ kind: 'group', status: 'in_progress' }])).toBe(true);
    expect(
      isGroupStudent([
        { kind: 'group', status: 'finished' },
        { kind: 'individual', status: 'in_progress' },
      ]),
    ).toBe(false);
    expect(isGroupStudent([{ kind: 'group', status: 'waiting_for_start' }])).toBe(false);
  });

  it('finds a free place held in the same week only (Monday to Sunday)', () => {
    const held = [{ status: 'free' as const, starts_at: '2026-11-23T10:00:00.000+02:00' }];
    expect(freePlaceUsed('2026-11-29T19:00:00.000+02:00', held)).toBe(true);
    expect(freePlaceUsed('2026-11-30T19:00:00.000+02:00', held)).toBe(false);
    expect(
      freePlaceUsed('2026-11-25T19:00:00.000+02:00', [{ status: 'paid', starts_at: held[0]!.starts_at }]),
    ).toBe(false);
  });
});

describe('cancelling a club place', () => {
  it('"Cancel is allowed before the class starts, not after"', () => {
    expect(cancelRefusal({ status: 'free' }, club, now)).toBeNull();
    expect(cancelRefusal({ status: 'free' }, club, new Date(club.starts_at))).toBe('club_started');
  });

  it('"A paid club is cancelled only through a manager"; a place waiting for payment may be cancelled', () => {
    expect(cancelRefusal({ status: 'paid' }, club, now)).toBe('paid_club_cancel_via_manager');
    expect(cancelRefusal({ status: 'payment_pending' }, club, now)).toBeNull();
  });
});
