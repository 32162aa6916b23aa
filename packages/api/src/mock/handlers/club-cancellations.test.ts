import { describe, expect, it, vi } from 'vitest';
import {
  bookClub,
  decideClubCancellationRequest,
  getClub,
  listClubCancellationRequests,
  requestClubCancellation,
} from '../../generated/clubs/clubs';
import { getOrder, payOrder } from '../../generated/orders/orders';
import {
  DecideClubCancellationRequestResponse,
  GetClubResponse,
  ListClubCancellationRequestsResponse,
  RequestClubCancellationResponse,
} from '../../generated/zod/clubs/clubs';
import { GetOrderResponse } from '../../generated/zod/orders/orders';
import { clubBookings } from '../db/club-bookings';
import { clubCancellations } from '../db/club-cancellations';
import { clubs } from '../db/clubs';
import { DEMO } from '../db/world/people';
import { twoFreeChoices, upcomingClubs } from '../../testing/clubs';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

/** The demo student's upcoming paid places, the soonest first. */
const paidPlaces = () =>
  clubBookings
    .where((b) => b.student_id === DEMO.student() && b.status === 'paid')
    .map((booking) => ({ booking, club: clubs.byId(booking.club_id)! }))
    .filter(({ club }) => Date.parse(club.starts_at) > Date.now())
    .sort((a, b) => Date.parse(a.club.starts_at) - Date.parse(b.club.starts_at));

/** The demo student's paid place no request is waiting for (the seed asks for the other one). */
const placeWithoutRequest = () =>
  paidPlaces().find(({ booking }) => !clubCancellations.rows.some((r) => r.order_id === booking.order_id))!;

const pendingRequestOf = (clubId: number) =>
  clubCancellations.rows.find((r) => r.club_id === clubId && r.status === 'pending')!;

describe('the seeded requests', () => {
  it('give the director pending requests on any date, the demo student’s among them, pending first', async () => {
    await signIn('dos@demo.school');
    const answer = ListClubCancellationRequestsResponse.parse(await listClubCancellationRequests());
    const statuses = answer.data.map((r) => r.status);
    expect(statuses.filter((s) => s === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(statuses.indexOf('refused')).toBeGreaterThan(statuses.lastIndexOf('pending'));
    const demo = answer.data.find((r) => r.student.id === DEMO.student());
    expect(demo).toMatchObject({ status: 'pending', decided_by: null, refund_amount: null });
    for (const row of answer.data.filter((r) => r.status === 'pending'))
      expect(Date.parse(row.club.starts_at)).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    const refused = ListClubCancellationRequestsResponse.parse(
      await listClubCancellationRequests({ status: 'refused' }),
    );
    expect(refused.data.length).toBeGreaterThan(0);
    expect(refused.data.every((r) => r.status === 'refused' && r.comment && r.decided_by)).toBe(true);
    const paged = ListClubCancellationRequestsResponse.parse(
      await listClubCancellationRequests({ per_page: 1 }),
    );
    expect(paged.meta).toEqual({ page: 1, per_page: 1, total: answer.meta.total });
  });

  it('show the demo student their request on the club: the place stays paid while it waits', async () => {
    const asked = paidPlaces().find(({ booking }) => pendingRequestOf(booking.club_id));
    await signIn('student@demo.school');
    const club = GetClubResponse.parse(await getClub(asked!.club.id)).data;
    expect(club.booking?.status).toBe('paid');
    expect(club.cancellation).toMatchObject({ status: 'pending', decided_at: null });
  });
});

describe('requestClubCancellation', () => {
  it('asks for a paid place with a reason; the place stays paid and a second request waits for the first', async () => {
    const { club } = placeWithoutRequest();
    await signIn('student@demo.school');
    const answer = RequestClubCancellationResponse.parse(
      await requestClubCancellation(club.id, { reason: '  An exam that day. ' }),
    );
    expect(answer.data.booking?.status).toBe('paid');
    expect(answer.data.cancellation).toMatchObject({
      status: 'pending',
      reason: 'An exam that day.',
      comment: null,
      refund_amount: null,
    });
    await expectError(requestClubCancellation(club.id, {}, silent), 409, 'cancellation_request_open');
  });

  it('"impossible once the lesson has started"; only a paid place; only one’s own place', async () => {
    const past = clubBookings.rows.find(
      (b) =>
        b.student_id === DEMO.student() &&
        b.status === 'paid' &&
        Date.parse(clubs.byId(b.club_id)!.starts_at) < Date.now(),
    );
    const pending = clubBookings.rows.find(
      (b) => b.student_id === DEMO.student() && b.status === 'payment_pending',
    );
    await signIn('student@demo.school');
    await expectError(requestClubCancellation(past!.club_id, {}, silent), 409, 'club_started');
    await expectError(requestClubCancellation(pending!.club_id, {}, silent), 409, 'transition_not_allowed');
    const [notMine] = twoFreeChoices(await upcomingClubs());
    await expectError(requestClubCancellation(notMine.id, {}, silent), 404, 'not_found');
    await expectError(
      requestClubCancellation(placeWithoutRequest().club.id, { reason: 'x'.repeat(501) }, silent),
      422,
      'validation_failed',
      'reason',
    );
  });

  it('is the student’s: a parent (read-only) and a teacher are refused', async () => {
    const { club } = placeWithoutRequest();
    await signIn('parent@demo.school');
    await expectError(requestClubCancellation(club.id, {}, silent), 403, 'forbidden');
    await signIn('teacher@demo.school');
    await expectError(requestClubCancellation(club.id, {}, silent), 403, 'forbidden');
  });

  it('a company’s employee asks for their paid place too', async () => {
    await signIn('corp.student@demo.school');
    const [club] = twoFreeChoices(await upcomingClubs());
    const booked = await bookClub(club.id, { free: false });
    await payOrder(booked.data.booking!.order_id!, { method: 'card', terms_accepted: true });
    const answer = RequestClubCancellationResponse.parse(await requestClubCancellation(club.id, {}));
    expect(answer.data.cancellation).toMatchObject({ status: 'pending', reason: null });
  });
});

describe('decideClubCancellationRequest', () => {
  it('refuses with a comment: the place stays booked and the student reads why; a new request may follow', async () => {
    const { club } = placeWithoutRequest();
    await signIn('student@demo.school');
    await requestClubCancellation(club.id, { reason: 'Travel' });
    const request = pendingRequestOf(club.id);
    await signIn('dos@demo.school');
    await expectError(
      decideClubCancellationRequest(request.id, { decision: 'refuse', comment: '  ' }, silent),
      422,
      'validation_failed',
      'comment',
    );
    const refused = DecideClubCancellationRequestResponse.parse(
      await decideClubCancellationRequest(request.id, {
        decision: 'refuse',
        comment: 'The group is formed.',
      }),
    );
    expect(refused.data).toMatchObject({
      status: 'refused',
      comment: 'The group is formed.',
      decided_by: { id: DEMO.dos() },
      refund_amount: null,
    });
    await expectError(
      decideClubCancellationRequest(request.id, { decision: 'cancel' }, silent),
      409,
      'cancellation_request_decided',
    );

    await signIn('student@demo.school');
    const seen = GetClubResponse.parse(await getClub(club.id)).data;
    expect(seen.booking?.status).toBe('paid');
    expect(seen.cancellation).toMatchObject({ status: 'refused', comment: 'The group is formed.' });
    const again = RequestClubCancellationResponse.parse(await requestClubCancellation(club.id, {}));
    expect(again.data.cancellation?.status).toBe('pending');
  });

  it('cancels the place: the seat is freed, the payment marked for refund, the student reads the refund', async () => {
    const { club, booking } = paidPlaces().find(({ club }) => pendingRequestOf(club.id))!;
    const request = pendingRequestOf(club.id);
    await signIn('student@demo.school');
    const before = GetClubResponse.parse(await getClub(club.id)).data;
    await signIn('dos@demo.school');
    const cancelled = DecideClubCancellationRequestResponse.parse(
      await decideClubCancellationRequest(request.id, { decision: 'cancel' }),
    );
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      comment: null,
      refund_amount: club.price,
      refund_by: '2026-12-04',
    });

    await signIn('student@demo.school');
    const after = GetClubResponse.parse(await getClub(club.id)).data;
    expect(after.booking).toBeNull();
    expect(after.seats_left).toBe(before.seats_left + 1);
    expect(after.cancellation).toMatchObject({ status: 'cancelled', refund_amount: club.price });
    expect((await upcomingClubs()).find((c) => c.id === club.id)?.cancellation?.status).toBe('cancelled');
    const order = GetOrderResponse.parse(await getOrder(booking.order_id!));
    expect(order.data.status).toBe('refund_pending');
  });

  it('cannot cancel once the class has started; refusing still can', async () => {
    const { club } = paidPlaces().find(({ club }) => pendingRequestOf(club.id))!;
    const request = pendingRequestOf(club.id);
    vi.setSystemTime(Date.parse(club.starts_at) + 60_000);
    await signIn('dos@demo.school');
    await expectError(
      decideClubCancellationRequest(request.id, { decision: 'cancel' }, silent),
      409,
      'club_started',
    );
    const refused = await decideClubCancellationRequest(request.id, {
      decision: 'refuse',
      comment: 'Too late.',
    });
    expect(refused.data.status).toBe('refused');
  });

  it('is the director of studies’ only: a teacher and a student are refused; an unknown request is 404', async () => {
    const request = clubCancellations.rows.find((r) => r.status === 'pending')!;
    for (const who of ['teacher@demo.school', 'student@demo.school']) {
      await signIn(who);
      await expectError(listClubCancellationRequests(undefined, silent), 403, 'forbidden');
      await expectError(
        decideClubCancellationRequest(request.id, { decision: 'cancel' }, silent),
        403,
        'forbidden',
      );
    }
    await signIn('dos@demo.school');
    await expectError(decideClubCancellationRequest(99999, { decision: 'cancel' }, silent), 404, 'not_found');
    await expectError(
      listClubCancellationRequests({ status: 'lost' as never }, silent),
      422,
      'validation_failed',
      'status',
    );
  });
});
