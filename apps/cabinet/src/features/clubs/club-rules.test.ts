import { ApiError } from '@cabinet/api/http';
import type { Club } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { clubAddress, clubName, clubOptions, suggestedClubs } from './club-rules';
import { checkoutHref, orderIdOf } from './checkout-href';
import { schoolAndViewerTimes } from '../../shared/school-time';

const club = (change: Partial<Club> = {}): Club => ({
  id: 7,
  type: 'speaking',
  format: 'online',
  name: 'Подорожі',
  name_en: 'Travel',
  description: '',
  description_en: '',
  level: 'B1',
  starts_at: '2026-11-24T18:00:00.000+02:00',
  ends_at: '2026-11-24T19:00:00.000+02:00',
  teacher: { id: 1, name: 'Олена Коваль', name_en: 'Olena Koval' },
  address: null,
  address_en: null,
  room_number: null,
  zoom_link: null,
  meeting_id: null,
  passcode: null,
  seats_total: 12,
  seats_left: 5,
  price: 250,
  enabled: true,
  booking: null,
  cancellation: null,
  bookings_count: null,
  notes: null,
  ...change,
});
const before = new Date('2026-11-24T15:00:00.000Z');
const after = new Date('2026-11-24T16:30:00.000Z');

describe('clubOptions: what a student may do with a club', () => {
  it('an open club not booked can be booked before its start', () => {
    expect(clubOptions(club(), before)).toMatchObject({
      book: true,
      bookFree: true,
      cancel: false,
      payOrderId: null,
    });
  });
  it('the free place of the week is offered in a speaking club only; any club sells a paid place', () => {
    expect(clubOptions(club({ type: 'grammar' }), before)).toMatchObject({ book: true, bookFree: false });
  });
  it('a disabled club is not offered for booking', () => {
    expect(clubOptions(club({ enabled: false }), before).book).toBe(false);
  });
  it('a free place can be cancelled before the start, not after', () => {
    const free = club({ booking: { status: 'free', order_id: null, attended: null } });
    expect(clubOptions(free, before)).toMatchObject({ cancel: true, cancelThroughManager: false });
    expect(clubOptions(free, after)).toMatchObject({ cancel: false, started: true, book: false });
  });
  it('a pending place can be paid or cancelled', () => {
    const pending = club({ booking: { status: 'payment_pending', order_id: 12, attended: null } });
    expect(clubOptions(pending, before)).toMatchObject({ cancel: true, payOrderId: 12 });
  });
  it('a paid place is cancelled only through a manager', () => {
    const paid = club({ booking: { status: 'paid', order_id: 12, attended: null } });
    expect(clubOptions(paid, before)).toMatchObject({
      cancel: false,
      cancelThroughManager: true,
      requestCancellation: true,
      payOrderId: null,
    });
    expect(clubOptions(paid, after)).toMatchObject({
      cancelThroughManager: false,
      requestCancellation: false,
    });
  });
  it('a paid place is asked to be cancelled once at a time: again after a refusal', () => {
    const paid = { status: 'paid' as const, order_id: 12, attended: null };
    const request = (status: 'pending' | 'refused') => ({
      id: 1,
      status,
      reason: null,
      comment: status === 'refused' ? 'The group is formed.' : null,
      requested_at: '2026-11-23T10:00:00.000+02:00',
      decided_at: status === 'refused' ? '2026-11-23T12:00:00.000+02:00' : null,
      refund_amount: null,
      refund_by: null,
    });
    expect(clubOptions(club({ booking: paid, cancellation: request('pending') }), before)).toMatchObject({
      cancelThroughManager: true,
      requestCancellation: false,
    });
    expect(
      clubOptions(club({ booking: paid, cancellation: request('refused') }), before).requestCancellation,
    ).toBe(true);
  });
});

describe('suggestedClubs', () => {
  it('reads the suggestions of a club_full refusal only', () => {
    const other = club({ id: 8 });
    expect(suggestedClubs(new ApiError(409, 'club_full', 'full', { suggestions: [other] }))).toEqual([other]);
    expect(suggestedClubs(new ApiError(409, 'free_place_used', 'used', { suggestions: [other] }))).toEqual(
      [],
    );
    expect(suggestedClubs(new Error('x'))).toEqual([]);
  });
});

describe('names, addresses, times and checkout addresses', () => {
  it('shows the name and address in the interface language', () => {
    expect(clubName(club(), 'uk')).toBe('Подорожі');
    expect(clubName(club(), 'en')).toBe('Travel');
    expect(
      clubAddress({ address: 'вул. Велика Васильківська, 72', address_en: '72 Velyka Vasylkivska St' }, 'en'),
    ).toBe('72 Velyka Vasylkivska St');
  });
  it('gives the viewer’s time only when it differs from the school’s', () => {
    const { starts_at, ends_at } = club();
    expect(schoolAndViewerTimes(starts_at, ends_at, 'uk', 'Europe/Kyiv')).toEqual({
      school: '24 листопада 2026, 18:00–19:00',
      viewer: null,
    });
    expect(schoolAndViewerTimes(starts_at, ends_at, 'en', 'Europe/London')).toEqual({
      school: '24 November 2026, 18:00–19:00',
      viewer: '24 November 2026, 16:00–17:00',
    });
  });
  it('builds and reads the checkout address of an order', () => {
    expect(checkoutHref(12)).toBe('/checkout?order=12');
    expect(orderIdOf(new URLSearchParams('order=12'))).toBe(12);
    expect(orderIdOf(new URLSearchParams('order=0'))).toBeNull();
    expect(orderIdOf(new URLSearchParams('order=1e3'))).toBeNull();
    expect(orderIdOf(new URLSearchParams(''))).toBeNull();
  });
});
