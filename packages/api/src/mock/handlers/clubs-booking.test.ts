import { describe, expect, it } from 'vitest';
import { bookClub, cancelClubBooking } from '../../generated/clubs/clubs';
import type { ClubBookingError } from '../../generated/model';
import { getOrder } from '../../generated/orders/orders';
import { BookClubResponse, CancelClubBookingResponse } from '../../generated/zod/clubs/clubs';
import { GetOrderResponse } from '../../generated/zod/orders/orders';
import { users } from '../db';
import { clubBookings } from '../db/club-bookings';
import { isGroupStudentNow } from '../db/club-students';
import { clubs } from '../db/clubs';
import { DEMO } from '../db/world/people';
import { twoFreeChoices, upcomingClubs } from '../../testing/clubs';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const rejection = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (thrown: unknown) => thrown as { status: number; code: string; data: ClubBookingError },
  );

describe('bookClub: the free club of the week', () => {
  it('books a free club, refuses a second free one the same week, and after cancelling books another', async () => {
    await signIn('student@demo.school');
    const [first, second] = twoFreeChoices(await upcomingClubs());
    const booked = BookClubResponse.parse(await bookClub(first.id, { free: true }));
    expect(booked.data.booking).toEqual({ status: 'free', order_id: null, attended: null });
    expect(booked.data.seats_left).toBe(first.seats_left - 1);
    if (booked.data.format === 'online') expect(booked.data.zoom_link).not.toBeNull();

    const refused = await rejection(bookClub(second.id, { free: true }, silent));
    expect(refused).toMatchObject({
      status: 409,
      code: 'free_place_used',
      data: { error: 'free_place_used', suggestions: [] },
    });

    const cancelled = CancelClubBookingResponse.parse(await cancelClubBooking(first.id));
    expect(cancelled.data.booking).toBeNull();
    expect(cancelled.data.seats_left).toBe(first.seats_left);

    const other = BookClubResponse.parse(await bookClub(second.id, { free: true }));
    expect(other.data.booking?.status).toBe('free');
  });

  it('refuses a free place to a student who is not a group student (403), but sells a paid one', async () => {
    const outsider = users.rows.find(
      (u) => u.spaces.includes('student') && u.id > 15 && !isGroupStudentNow(u.id),
    );
    await signIn(outsider!.id);
    const [club] = twoFreeChoices(await upcomingClubs());
    await expectError(bookClub(club.id, { free: true }, silent), 403, 'free_club_not_available');
    const paid = BookClubResponse.parse(await bookClub(club.id, { free: false }));
    expect(paid.data.booking?.status).toBe('payment_pending');
  });
});

describe('bookClub: the free place of the week is a speaking club’s', () => {
  it('refuses a free place in another kind of club (403) and sells a paid one', async () => {
    await signIn('student@demo.school');
    const other = (await upcomingClubs()).find(
      (c) => c.type !== 'speaking' && c.enabled && c.seats_left > 0 && c.booking === null,
    );
    await expectError(bookClub(other!.id, { free: true }, silent), 403, 'free_club_not_available');
    const paid = BookClubResponse.parse(await bookClub(other!.id, { free: false }));
    expect(paid.data.booking?.status).toBe('payment_pending');
  });
});

describe('bookClub: seats, availability, duplicates', () => {
  it('"sorry, no more seats": a full club is club_full with up to three other clubs that have seats', async () => {
    await signIn('student@demo.school');
    const full = (await upcomingClubs()).find((c) => c.seats_left === 0 && c.enabled && c.booking === null);
    const refused = await rejection(bookClub(full!.id, { free: false }, silent));
    expect(refused).toMatchObject({ status: 409, code: 'club_full' });
    const { suggestions } = refused!.data;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    for (const club of suggestions) {
      BookClubResponse.shape.data.parse(club);
      expect(club.id).not.toBe(full!.id);
      expect(club.seats_left).toBeGreaterThan(0);
      expect(club.enabled).toBe(true);
    }
  });

  it('"club or event no longer enabled": a disabled or started club is club_unavailable', async () => {
    const now = Date.now();
    const disabled = clubs.rows.find((c) => !c.enabled && Date.parse(c.starts_at) > now);
    const started = clubs.rows.find((c) => c.enabled && Date.parse(c.starts_at) < now);
    await signIn('student@demo.school');
    await expectError(bookClub(disabled!.id, { free: false }, silent), 409, 'club_unavailable');
    await expectError(bookClub(started!.id, { free: false }, silent), 409, 'club_unavailable');
    await expectError(bookClub(99999, { free: false }, silent), 404, 'not_found');
  });

  it('"already registered" for a club the student holds a place in; a bad body is 422', async () => {
    await signIn('student@demo.school');
    const held = (await upcomingClubs()).find((c) => c.booking !== null);
    await expectError(bookClub(held!.id, { free: false }, silent), 409, 'already_registered');
    await expectError(bookClub(held!.id, { free: 'yes' } as never, silent), 422, 'validation_failed');
  });

  it('a paid place waits for payment with an order of the club’s price', async () => {
    await signIn('student@demo.school');
    const [club] = twoFreeChoices(await upcomingClubs());
    const booked = BookClubResponse.parse(await bookClub(club.id, { free: false }));
    expect(booked.data.booking?.status).toBe('payment_pending');
    expect(booked.data.zoom_link).toBeNull();
    const order = GetOrderResponse.parse(await getOrder(booked.data.booking!.order_id!));
    expect(order.data).toMatchObject({
      status: 'pending',
      total: club.price,
      currency: 'UAH',
      redirect_url: null,
    });
    expect(order.data.lines).toEqual([
      expect.objectContaining({ kind: 'club_booking', club_id: club.id, amount: club.price }),
    ]);
  });

  it('is for students only: a parent (read-only), a teacher and a visitor are refused', async () => {
    const clubId = clubs.rows.at(-1)!.id;
    await signIn('parent@demo.school');
    await expectError(bookClub(clubId, { free: false }, silent), 403, 'forbidden');
    await expectError(cancelClubBooking(clubId, silent), 403, 'forbidden');
    await signIn('teacher@demo.school');
    await expectError(bookClub(clubId, { free: false }, silent), 403, 'forbidden');
    await signIn('visitor@demo.school');
    await expectError(bookClub(clubId, { free: false }, silent), 403, 'forbidden');
  });
});

describe('cancelClubBooking', () => {
  const placeOf = (status: string, upcoming: boolean) => {
    const now = Date.now();
    return clubBookings.rows.find((b) => {
      const club = clubs.byId(b.club_id);
      return (
        b.student_id === DEMO.student() &&
        b.status === status &&
        Date.parse(club!.starts_at) > now === upcoming
      );
    });
  };

  it('"Cancel is allowed before the class starts, not after"', async () => {
    const past = clubBookings.rows.find(
      (b) => b.student_id === DEMO.student() && Date.parse(clubs.byId(b.club_id)!.starts_at) < Date.now(),
    );
    await signIn('student@demo.school');
    await expectError(cancelClubBooking(past!.club_id, silent), 409, 'club_started');
  });

  it('"A paid club is cancelled only through a manager"', async () => {
    const paid = placeOf('paid', true);
    await signIn('student@demo.school');
    await expectError(cancelClubBooking(paid!.club_id, silent), 409, 'paid_club_cancel_via_manager');
  });

  it('cancels a place waiting for payment together with its order', async () => {
    const pending = placeOf('payment_pending', true);
    await signIn('student@demo.school');
    const answer = CancelClubBookingResponse.parse(await cancelClubBooking(pending!.club_id));
    expect(answer.data.booking).toBeNull();
    const order = GetOrderResponse.parse(await getOrder(pending!.order_id!));
    expect(order.data.status).toBe('cancelled');
    await expectError(cancelClubBooking(pending!.club_id, silent), 404, 'not_found');
  });
});
