import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClub } from '../../generated/clubs/clubs';
import { getOrder, payOrder } from '../../generated/orders/orders';
import { GetOrderResponse, PayOrderResponse } from '../../generated/zod/orders/orders';
import { orders } from '../db/orders';
import { providerPayments } from '../db/provider-payments';
import { DEMO } from '../db/world/people';
import { CONFIRMS_AFTER_SECONDS } from '../rules/payment-provider';
import { setScenario } from '../scenarios/state';
import { MemoryStorage } from '../../testing/memory-storage';
import * as clock from '../../time/clock';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';
import { PROVIDER_INBOX_KEY } from './payment-provider-inbox';
import { PROVIDER_PATH, receiveProviderNotifications } from './payment-provider';

withMockSchool();
afterEach(() => setScenario({ paymentDown: false }));

const pendingClubOrder = () =>
  orders.rows.find(
    (o) => o.owner_id === DEMO.student() && o.status === 'pending' && o.lines[0]?.kind === 'club_booking',
  )!;

/** Pays the order with Google Pay: the answer sends the payer to the provider's page. */
async function payByWallet(orderId: number) {
  return PayOrderResponse.parse(await payOrder(orderId, { method: 'google_pay', terms_accepted: true })).data;
}

/** The payer's choice on the provider's page, sent as its form sends it. */
const choose = (page: string, choice: string) =>
  fetch(page, { method: 'POST', body: new URLSearchParams({ choice }), redirect: 'manual' });

const statusOf = async (orderId: number) => GetOrderResponse.parse(await getOrder(orderId)).data.status;

describe('paying on the provider’s page', () => {
  it('answers a wallet payment with the provider’s page on the school’s origin, the order still pending', async () => {
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    const answer = await payByWallet(order.id);
    expect(answer).toMatchObject({ id: order.id, status: 'pending', paid_at: null, payment_method: null });
    const page = new URL(answer.redirect_url!);
    expect(page.pathname).toMatch(new RegExp(`^${PROVIDER_PATH}/[0-9a-f]{32}$`));
    expect(page.searchParams.get('lang')).toBe('uk');
    expect(GetOrderResponse.parse(await getOrder(order.id)).data.redirect_url).toBeNull();
  });

  it('shows the amount and the four choices in the payer’s language', async () => {
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    const page = await fetch((await payByWallet(order.id)).redirect_url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain(`${order.total} грн`);
    for (const choice of ['pay', 'pay_later', 'decline', 'cancel']) {
      expect(html).toContain(`name="choice" value="${choice}"`);
    }
    const english = await (
      await fetch(`${(await payByWallet(order.id)).redirect_url!.split('?')[0]}?lang=en`)
    ).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('>Pay</button>');
  });

  it('"Pay": the order and its club place become paid, the payer is brought back to the success page', async () => {
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    const back = await choose((await payByWallet(order.id)).redirect_url!, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://school.test/checkout/success?order=${order.id}`);
    const paid = GetOrderResponse.parse(await getOrder(order.id)).data;
    expect(paid).toMatchObject({ status: 'paid', payment_method: 'google_pay' });
    expect(paid.paid_at).not.toBeNull();
    expect((await getClub(order.lines[0]!.club_id!)).data.booking?.status).toBe('paid');
  });

  it('a paid order cannot be paid again, by card or on the provider’s page', async () => {
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    const page = (await payByWallet(order.id)).redirect_url!;
    await choose(page, 'pay');
    await expectError(
      payOrder(order.id, { method: 'card', terms_accepted: true }, silent),
      409,
      'transition_not_allowed',
    );
    await expectError(
      payOrder(order.id, { method: 'apple_pay', terms_accepted: true }, silent),
      409,
      'transition_not_allowed',
    );
    await choose(page, 'pay');
    expect(providerPayments.where((p) => p.order_id === order.id && p.status === 'succeeded')).toHaveLength(
      1,
    );
    expect(await (await fetch(page)).text()).toContain('Цю оплату вже завершено');
  });

  it('"Fail" and "Cancel" leave the order failed, nothing taken; a failed order is paid again', async () => {
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    await choose((await payByWallet(order.id)).redirect_url!, 'decline');
    expect(await statusOf(order.id)).toBe('failed');
    expect((await getClub(order.lines[0]!.club_id!)).data.booking?.status).toBe('payment_pending');

    const again = await payByWallet(order.id);
    expect(again.status).toBe('pending');
    await choose(again.redirect_url!, 'cancel');
    expect(GetOrderResponse.parse(await getOrder(order.id)).data).toMatchObject({
      status: 'failed',
      paid_at: null,
      payment_method: null,
    });

    const byCard = PayOrderResponse.parse(await payOrder(order.id, { method: 'card', terms_accepted: true }));
    expect(byCard.data.status).toBe('paid');
  });

  it(`"Pay, confirmed later": processing, refused a second payment, paid ${CONFIRMS_AFTER_SECONDS} s later`, async () => {
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    await choose((await payByWallet(order.id)).redirect_url!, 'pay_later');
    expect(await statusOf(order.id)).toBe('processing');
    await expectError(
      payOrder(order.id, { method: 'card', terms_accepted: true }, silent),
      409,
      'transition_not_allowed',
    );
    vi.setSystemTime(clock.nowMs() + (CONFIRMS_AFTER_SECONDS - 5) * 1000);
    expect(await statusOf(order.id)).toBe('processing');
    vi.setSystemTime(clock.nowMs() + 10_000);
    const paid = GetOrderResponse.parse(await getOrder(order.id)).data;
    expect(paid).toMatchObject({ status: 'paid', payment_method: 'google_pay' });
    expect((await getClub(order.lines[0]!.club_id!)).data.booking?.status).toBe('paid');
  });

  it('a newer payment closes the one the payer left undecided: only the last can be taken', async () => {
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    const first = (await payByWallet(order.id)).redirect_url!;
    const second = (await payByWallet(order.id)).redirect_url!;
    expect(second).not.toBe(first);
    await choose(first, 'pay');
    expect(await statusOf(order.id)).toBe('pending');
    await choose(second, 'pay');
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('a payment confirmed after its place was cancelled takes nothing: the order stays cancelled', async () => {
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    await choose((await payByWallet(order.id)).redirect_url!, 'pay_later');
    orders.byId(order.id)!.status = 'cancelled';
    vi.setSystemTime(clock.nowMs() + (CONFIRMS_AFTER_SECONDS + 1) * 1000);
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(providerPayments.where((p) => p.order_id === order.id)[0]?.status).toBe('closed');
  });

  it('refuses the provider’s page when the provider is down, the order unchanged', async () => {
    const order = pendingClubOrder();
    setScenario({ paymentDown: true });
    await signIn('student@demo.school');
    await expectError(
      payOrder(order.id, { method: 'google_pay', terms_accepted: true }, silent),
      503,
      'payment_unavailable',
    );
    expect(providerPayments.where((p) => p.order_id === order.id)).toHaveLength(0);
  });

  it('knows no other page, and no other choice', async () => {
    expect((await fetch(`http://school.test${PROVIDER_PATH}/nothing`)).status).toBe(404);
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    const refused = await choose((await payByWallet(order.id)).redirect_url!, 'refund');
    expect(refused.status).toBe(404);
    expect(await statusOf(order.id)).toBe('pending');
  });
});

describe('the provider’s notifications in the browser', () => {
  it('takes the choices the provider’s page left on the device, once, dropping what is not well formed', async () => {
    const order = pendingClubOrder();
    await signIn('student@demo.school');
    const token = new URL((await payByWallet(order.id)).redirect_url!).pathname.split('/').pop();
    const device = new MemoryStorage();
    device.setItem(
      PROVIDER_INBOX_KEY,
      JSON.stringify([{ token, choice: 'pay' }, { token, choice: 'steal' }, 'junk', { choice: 'pay' }]),
    );
    receiveProviderNotifications(clock.now(), device);
    expect(device.getItem(PROVIDER_INBOX_KEY)).toBeNull();
    expect(orders.byId(order.id)).toMatchObject({ status: 'paid', payment_method: 'google_pay' });
  });

  it('ignores an inbox that is not a list', () => {
    const device = new MemoryStorage();
    device.setItem(PROVIDER_INBOX_KEY, '{not json');
    expect(() => receiveProviderNotifications(clock.now(), device)).not.toThrow();
    expect(device.getItem(PROVIDER_INBOX_KEY)).toBeNull();
  });
});
