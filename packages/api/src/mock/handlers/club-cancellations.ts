import {
  getDecideClubCancellationRequestMockHandler,
  getListClubCancellationRequestsMockHandler,
  getRequestClubCancellationMockHandler,
} from '../../generated/clubs/clubs.msw';
import {
  DecideClubCancellationRequestBody,
  ListClubCancellationRequestsQueryParams,
  RequestClubCancellationBody,
} from '../../generated/zod/clubs/clubs';
import { bookingOf, deleteBooking } from '../db/club-bookings';
import { cancellationOfOrder, clubCancellations } from '../db/club-cancellations';
import { clubs } from '../db/clubs';
import { orders } from '../db/orders';
import {
  byUrgency,
  cancellationRequestRefusal,
  decisionRefusal,
  refundDueBy,
  statusAfter,
  typedText,
} from '../rules/club-cancellations';
import { refundedOrderStatus } from '../rules/clubs-orders';
import { schoolNow } from '../../time/school-time';
import * as clock from '../../time/clock';
import { cancellationRequestView } from './club-cancellations-view';
import { clubView } from './clubs-view';
import { requireClubStudent } from './clubs-viewer';
import { requireDos } from './feedback-access';
import { paginate } from './paging';
import { parseBody, parseQuery, pathId } from './request-params';
import { fail } from './respond';

const MESSAGES = {
  club_started: 'The club has started; it can no longer be cancelled.',
  transition_not_allowed: 'Only a paid place is cancelled through the school.',
  cancellation_request_open: "A request to cancel this place already waits for the school's decision.",
  cancellation_request_decided: 'This request has already been decided.',
} as const;

const clubOf = (clubId: number) => {
  const club = clubs.byId(clubId);
  if (!club) fail(404, 'not_found', 'The club was not found.');
  return club;
};

export const clubCancellationHandlers = [
  getRequestClubCancellationMockHandler(async ({ request, params }) => {
    const user = requireClubStudent(request);
    const club = clubOf(pathId(params.clubId, 'club'));
    const booking = bookingOf(club.id, user.id);
    if (!booking) fail(404, 'not_found', 'You have no place in this club.');
    const { reason } = await parseBody(request, RequestClubCancellationBody);
    const open = booking.order_id !== null && cancellationOfOrder(booking.order_id)?.status === 'pending';
    const refusal = cancellationRequestRefusal(booking, club, open, clock.now());
    if (refusal) fail(409, refusal, MESSAGES[refusal]);
    const order = booking.order_id === null ? undefined : orders.byId(booking.order_id);
    clubCancellations.insert({
      club_id: club.id,
      student_id: user.id,
      order_id: booking.order_id ?? 0,
      price: order?.total ?? club.price,
      status: 'pending',
      reason: typedText(reason),
      comment: null,
      requested_at: schoolNow(),
      decided_at: null,
      decided_by: null,
      refund_amount: null,
      refund_by: null,
    });
    return { data: clubView(club, { role: 'student', user, studentId: user.id }) };
  }),

  getListClubCancellationRequestsMockHandler(({ request }) => {
    requireDos(request);
    const { status } = parseQuery(request, ListClubCancellationRequestsQueryParams);
    const rows = clubCancellations
      .where((row) => !status || row.status === status)
      .flatMap((row) => {
        const club = clubs.byId(row.club_id);
        return club ? [{ ...row, club, club_starts_at: club.starts_at }] : [];
      })
      .sort(byUrgency);
    const page = paginate(request, rows);
    return { data: page.data.map((row) => cancellationRequestView(row, row.club)), meta: page.meta };
  }),

  getDecideClubCancellationRequestMockHandler(async ({ request, params }) => {
    const dos = requireDos(request);
    const row = clubCancellations.byId(pathId(params.requestId, 'request'));
    if (!row) fail(404, 'not_found', 'The request was not found.');
    const club = clubOf(row.club_id);
    const { decision, comment } = await parseBody(request, DecideClubCancellationRequestBody);
    const refusal = decisionRefusal(row, decision, comment, club, clock.now());
    if (refusal?.status === 422)
      fail(422, refusal.code, 'The given data was invalid: comment.', { field: 'comment' });
    if (refusal) fail(409, refusal.code, MESSAGES[refusal.code]);
    const decidedAt = schoolNow();
    row.status = statusAfter(decision);
    row.comment = typedText(comment);
    row.decided_at = decidedAt;
    row.decided_by = dos.id;
    if (decision === 'cancel') {
      const order = orders.byId(row.order_id);
      if (order) {
        order.status = refundedOrderStatus(order.status) ?? order.status;
        orders.save();
      }
      const booking = bookingOf(row.club_id, row.student_id);
      if (booking && booking.order_id === row.order_id) deleteBooking(booking.id);
      row.refund_amount = row.price;
      row.refund_by = refundDueBy(decidedAt);
    }
    clubCancellations.save();
    return { data: cancellationRequestView(row, club) };
  }),
];
