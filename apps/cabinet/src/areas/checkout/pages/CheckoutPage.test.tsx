import { listClubs } from '@cabinet/api/clubs';
import { PROVIDER_INBOX_KEY } from '@cabinet/api/mock/handlers';
import { createMockServer } from '@cabinet/api/mock/node';
import { payOrder } from '@cabinet/api/orders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signInAs, startMockSchool } from '../../../testing/mock-school';
import { CheckoutPage } from './CheckoutPage';

startMockSchool(createMockServer());

/** The demo student's waiting club place, paid with Google Pay and decided on the provider's page. */
async function decidedOnProvider(choice: 'pay_later' | 'decline'): Promise<number> {
  await signInAs('student@demo.school');
  const waiting = (await listClubs({ per_page: 100 })).data.find(
    (club) => club.booking?.status === 'payment_pending',
  );
  const orderId = waiting?.booking?.order_id;
  if (!orderId) throw new Error('The seed keeps a club place of the demo student waiting for payment');
  const answer = await payOrder(orderId, { method: 'google_pay', terms_accepted: true }, { silent: true });
  const token = new URL(answer.data.redirect_url ?? '').pathname.split('/').pop();
  localStorage.setItem(PROVIDER_INBOX_KEY, JSON.stringify([{ token, choice }]));
  return orderId;
}

const renderCheckout = (orderId: number) =>
  renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], `/checkout?order=${orderId}`);

describe('CheckoutPage after the provider’s page', () => {
  it('offers no payment while the provider confirms one, only the way to follow it', async () => {
    const orderId = await decidedOnProvider('pay_later');
    renderCheckout(orderId);
    expect(await screen.findByText(/Платіжний провайдер підтверджує оплату цього замовлення/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Переглянути стан оплати' })).toHaveAttribute(
      'href',
      `/checkout/success?order=${orderId}`,
    );
    expect(screen.queryByRole('button', { name: /^Оплатити/ })).toBeNull();
  });

  it('offers a failed payment again, saying nothing was charged', async () => {
    const orderId = await decidedOnProvider('decline');
    renderCheckout(orderId);
    expect(
      await screen.findByText(/Остання оплата цього замовлення не пройшла: кошти не списано/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Оплатити \d/ })).toBeEnabled();
  });
});
