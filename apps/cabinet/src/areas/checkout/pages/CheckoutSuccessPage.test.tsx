import { listClubs } from '@cabinet/api/clubs';
import { PROVIDER_INBOX_KEY } from '@cabinet/api/mock/handlers';
import { createMockServer } from '@cabinet/api/mock/node';
import { payOrder } from '@cabinet/api/orders';
import { clock } from '@cabinet/api/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInAs, startMockSchool } from '../../../testing/mock-school';
import { CheckoutSuccessPage } from './CheckoutSuccessPage';

const server = startMockSchool(createMockServer());

/** Every read of the order the page makes. */
let reads = 0;
afterEach(() => {
  reads = 0;
  // Back to the pinned clock alone, should a test have faked the page's timers too.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: clock.nowMs() });
});

/** The page's timers faked as well, running on in real time, so a test can move them on a minute. */
const fakePageTimers = () =>
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
    now: clock.nowMs(),
  });

/**
 * The demo student, signed in, has paid a waiting club place with Google Pay: the school sent them
 * to the provider's page. `choice`: what they chose there, left for the school as the provider's
 * page leaves it on this device; none when they came back without choosing.
 */
async function backFromProvider(choice?: 'pay' | 'pay_later' | 'decline' | 'cancel'): Promise<number> {
  await signInAs('student@demo.school');
  const waiting = (await listClubs({ per_page: 100 })).data.find(
    (club) => club.booking?.status === 'payment_pending',
  );
  const orderId = waiting?.booking?.order_id;
  if (!orderId) throw new Error('The seed keeps a club place of the demo student waiting for payment');
  const answer = await payOrder(orderId, { method: 'google_pay', terms_accepted: true }, { silent: true });
  const token = new URL(answer.data.redirect_url ?? '').pathname.split('/').pop();
  if (choice) localStorage.setItem(PROVIDER_INBOX_KEY, JSON.stringify([{ token, choice }]));
  server.use(
    http.get('*/api/v1/orders/:orderId', () => {
      reads += 1;
      return undefined;
    }),
  );
  return orderId;
}

const renderPage = (orderId: number) =>
  renderRoutes(
    [{ path: '/checkout/success', element: <CheckoutSuccessPage /> }],
    `/checkout/success?order=${orderId}`,
  );

/** Nothing on the page offers to pay: no button or link to pay, none to the checkout. */
function expectNoPaymentOffered() {
  expect(screen.queryByRole('button', { name: /оплат/i })).toBeNull();
  expect(screen.queryByRole('link', { name: /оплат/i })).toBeNull();
  for (const link of screen.queryAllByRole('link')) {
    expect(link.getAttribute('href') ?? '').not.toMatch(/^\/checkout\?/);
  }
}

describe('CheckoutSuccessPage: back from the payment provider', () => {
  it('waits for a payment the provider confirms later, reading again by itself, until it is paid', async () => {
    const orderId = await backFromProvider('pay_later');
    fakePageTimers();
    renderPage(orderId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Підтвердження оплати' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Чекаємо, доки платіжний провайдер підтвердить оплату',
    );
    expect(screen.getByRole('progressbar', { name: 'Перевіряємо оплату' })).toBeVisible();
    expectNoPaymentOffered();
    const firstReads = reads;

    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(reads).toBe(firstReads + 1));
    expect(screen.getByRole('heading', { level: 1, name: 'Підтвердження оплати' })).toBeVisible();

    // The provider confirms a minute and a half after the payer's approval.
    vi.setSystemTime(clock.nowMs() + 91_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплату отримано' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/Замовлення оплачено .* \(Google Pay\)/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expectNoPaymentOffered();
    // A paid order is not read again.
    const paidReads = reads;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toBe(paidReads);
  });

  it('says after about a minute that the payment takes longer than usual, what to do, and never offers to pay', async () => {
    const orderId = await backFromProvider();
    fakePageTimers();
    renderPage(orderId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Підтвердження оплати' })).toBeVisible();
    const status = screen.getByRole('status');
    // Read after read, with back-off, for a minute.
    for (const delay of [2_000, 3_000, 5_000, 8_000, 12_000, 15_000]) {
      const before = reads;
      await vi.advanceTimersByTimeAsync(delay);
      await waitFor(() => expect(reads).toBe(before + 1));
      expect(within(status).queryByText('Оплата триває довше, ніж зазвичай')).toBeNull();
    }
    await vi.advanceTimersByTimeAsync(15_000);
    expect(
      await within(status).findByRole('heading', { name: 'Оплата триває довше, ніж зазвичай' }),
    ).toBeVisible();
    expect(status).toHaveTextContent('не оплачуйте вдруге');
    expect(within(status).getByRole('link', { name: 'info@demo.school' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@demo\.school\?subject=/),
    );
    expect(screen.getByRole('progressbar', { name: 'Перевіряємо оплату' })).toBeVisible();
    expectNoPaymentOffered();

    const before = reads;
    const person = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await person.click(within(status).getByRole('button', { name: 'Перевірити зараз' }));
    await waitFor(() => expect(reads).toBe(before + 1));
  });

  it('offers a failed payment again, at the checkout, saying nothing was taken', async () => {
    const orderId = await backFromProvider('decline');
    renderPage(orderId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата не пройшла' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Кошти не списано');
    expect(screen.getByRole('link', { name: 'Оплатити знову' })).toHaveAttribute(
      'href',
      `/checkout?order=${orderId}`,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a failed read as the page’s error with a retry, then the order', async () => {
    const orderId = await backFromProvider('pay');
    let failing = true;
    server.use(
      http.get('*/api/v1/orders/:orderId', () =>
        failing
          ? HttpResponse.json({ error: 'server_error', message: 'Something went wrong.' }, { status: 500 })
          : undefined,
      ),
    );
    renderPage(orderId);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Щось пішло не так');
    failing = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплату отримано' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expectNoPaymentOffered();
  });

  it('asks for an order when the address names none', () => {
    renderRoutes([{ path: '/checkout/success', element: <CheckoutSuccessPage /> }], '/checkout/success');
    expect(screen.getByText('Тут немає замовлення для оплати. Спершу оберіть клуб.')).toBeVisible();
  });
});
