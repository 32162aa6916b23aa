import { describe, expect, it } from 'vitest';
import {
  eventSeatsLeft,
  eventStatus,
  holdsPlace,
  newRegistrationStatus,
  registrationAfterPayment,
  registrationRefusal,
} from './events';

const event = {
  starts_at: '2026-11-26T18:00:00.000+02:00',
  ends_at: '2026-11-26T19:30:00.000+02:00',
  enabled: true,
};
const before = new Date('2026-11-26T17:59:00.000+02:00');
const during = new Date('2026-11-26T18:00:00.000+02:00');
const after = new Date('2026-11-26T19:30:00.000+02:00');
const open = { event, now: before, alreadyRegistered: false, seatsLeft: 1 };

describe('event statuses by the clock and payment', () => {
  it('waits to start, is in progress from its start, and has ended from its end', () => {
    expect(eventStatus(event, null, before)).toBe('waiting_to_start');
    expect(eventStatus(event, 'free', during)).toBe('in_progress');
    expect(eventStatus(event, 'paid', after)).toBe('ended');
  });

  it('reads payment pending for an unpaid place until the event ends', () => {
    expect(eventStatus(event, 'payment_pending', before)).toBe('payment_pending');
    expect(eventStatus(event, 'payment_pending', during)).toBe('payment_pending');
    expect(eventStatus(event, 'payment_pending', after)).toBe('ended');
  });
});

describe('registering for an event', () => {
  it('takes an enabled event that has not started and has a seat', () => {
    expect(registrationRefusal(open)).toBeNull();
  });

  it('"club or event no longer enabled": a disabled or started event', () => {
    expect(registrationRefusal({ ...open, event: { ...event, enabled: false } })).toBe('club_unavailable');
    expect(registrationRefusal({ ...open, now: during })).toBe('club_unavailable');
  });

  it('"already registered" comes before "event is full"', () => {
    expect(registrationRefusal({ ...open, alreadyRegistered: true, seatsLeft: 0 })).toBe(
      'already_registered',
    );
    expect(registrationRefusal({ ...open, seatsLeft: 0 })).toBe('event_full');
  });

  it('counts every place against the seats', () => {
    expect(eventSeatsLeft(3, 2)).toBe(1);
    expect(eventSeatsLeft(3, 4)).toBe(0);
  });

  it('gives a free place at a free event and a place waiting for payment at a paid one', () => {
    expect(newRegistrationStatus(0)).toBe('free');
    expect(newRegistrationStatus(300)).toBe('payment_pending');
  });

  it('pays only a place waiting for payment; free and paid places admit', () => {
    expect(registrationAfterPayment('payment_pending')).toBe('paid');
    expect(registrationAfterPayment('paid')).toBeNull();
    expect(registrationAfterPayment('free')).toBeNull();
    expect(holdsPlace('free')).toBe(true);
    expect(holdsPlace('paid')).toBe(true);
    expect(holdsPlace('payment_pending')).toBe(false);
    expect(holdsPlace(undefined)).toBe(false);
  });
});
