import { afterEach, describe, expect, it } from 'vitest';
import { getClub } from '../../generated/clubs/clubs';
import { getOrder, payOrder } from '../../generated/orders/orders';
import { GetClubResponse } from '../../generated/zod/clubs/clubs';
import { GetOrderResponse, PayOrderResponse } from '../../generated/zod/orders/orders';
import { clubBookings } from '../db/club-bookings';
import { orders } from '../db/orders';
import { DEMO } from '../db/world/people';
import { setScenario } from '../scenarios/state';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();
afterEach(() => {
  setScenario({ paymentDown: false });
});

const pendingOfStudent = () =>
  orders.rows.find((o) => o.owner_id === DEMO.student() && o.status === 'pending')!;

describe('getOrder', () => {
  it('shows the owner the checkout summary in UAH', async () => {
    const order = pendingOfStudent();
    await signIn('student@demo.school');
    const answer = GetOrderResponse.parse(await getOrder(order.id));
    expect(answer.data).toMatchObject({
      id: order.id,
      status: 'pending',
      currency: 'UAH',
      paid_at: null,
      payment_method: null,
    });
    expect(answer.data.total).toBe(answer.data.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(answer.data).not.toHaveProperty('owner_id');
  });

  it('is 404 for anyone but the owner (a visitor, who buys subscriptions, too), 403 for a placement-test taker', async () => {
    const order = pendingOfStudent();
    await signIn('parent@demo.school');
    await expectError(getOrder(order.id, silent), 404, 'not_found');
    await signIn('sofiia.melnyk@demo.school');
    await expectError(getOrder(order.id, silent), 404, 'not_found');
    await signIn('visitor@demo.school');
    await expectError(getOrder(order.id, silent), 404, 'not_found');
    await signIn('pretest@demo.school');
    await expectError(getOrder(order.id, silent), 403, 'forbidden');
  });
});

describe('payOrder (checkout)', () => {
  it('"accept the agreement before payment": terms not accepted is terms_not_accepted (422)', async () => {
    const order = pendingOfStudent();
    await signIn('student@demo.school');
    await expectError(
      payOrder(order.id, { method: 'card', terms_accepted: false }, silent),
      422,
      'terms_not_accepted',
    );
    await expectError(payOrder(order.id, { method: 'card' } as never, silent), 422, 'terms_not_accepted');
    await expectError(
      payOrder(order.id, { method: 'cash', terms_accepted: true } as never, silent),
      422,
      'validation_failed',
    );
  });

  it('"online payment temporarily unavailable" when the provider is down (503); the order stays pending', async () => {
    const order = pendingOfStudent();
    setScenario({ paymentDown: true });
    await signIn('student@demo.school');
    await expectError(
      payOrder(order.id, { method: 'card', terms_accepted: true }, silent),
      503,
      'payment_unavailable',
    );
    expect(GetOrderResponse.parse(await getOrder(order.id)).data.status).toBe('pending');
  });

  it('"Payment pending, then pay": a card is taken at once, the order and its club place become paid; paying again is 409', async () => {
    const order = pendingOfStudent();
    const clubId = order.lines[0]!.club_id!;
    await signIn('student@demo.school');
    const paid = PayOrderResponse.parse(await payOrder(order.id, { method: 'card', terms_accepted: true }));
    expect(paid.data).toMatchObject({ status: 'paid', payment_method: 'card', redirect_url: null });
    expect(paid.data.paid_at).not.toBeNull();
    const club = GetClubResponse.parse(await getClub(clubId));
    expect(club.data.booking?.status).toBe('paid');
    expect(clubBookings.byId(order.lines[0]!.booking_id)?.status).toBe('paid');
    await expectError(
      payOrder(order.id, { method: 'card', terms_accepted: true }, silent),
      409,
      'transition_not_allowed',
    );
  });

  it('is 404 for another user’s order', async () => {
    const order = pendingOfStudent();
    await signIn('maksym.melnyk@demo.school');
    await expectError(payOrder(order.id, { method: 'card', terms_accepted: true }, silent), 404, 'not_found');
  });
});
