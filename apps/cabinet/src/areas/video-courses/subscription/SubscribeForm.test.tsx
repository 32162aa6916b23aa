import { configureHttp } from '@cabinet/api/http';
import type { SubscriptionQuote } from '@cabinet/api/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../../i18n';
import { renderWithApp } from '../../../testing/render';
import { SubscribeForm } from './SubscribeForm';

const quote = (promo: string | null): SubscriptionQuote => ({
  months: 1,
  price: 390,
  currency: 'UAH',
  first_payment: promo ? 312 : 390,
  discount: promo ? 78 : 0,
  promo_code: promo,
  starts_on: '2026-11-24',
  paid_until: '2026-12-23',
  second_payment_on: '2026-12-24',
});

const asked: unknown[] = [];
const server = setupServer(
  http.post('*/api/v1/subscriptions/quote', async ({ request }) => {
    const body = (await request.json()) as { promo_code?: string | null };
    asked.push(body);
    const code = body.promo_code?.trim().toUpperCase() ?? null;
    if (code === null) return HttpResponse.json({ data: quote(null) });
    if (code === 'WELCOME20') return HttpResponse.json({ data: quote('WELCOME20') });
    const error = code === 'AUTUMN25' ? 'promo_expired' : 'promo_invalid';
    return HttpResponse.json({ error, message: error, field: 'promo_code' }, { status: 422 });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await Promise.all([loadPageTexts('videoCourses'), loadPageTexts('apiErrors')]);
});
beforeEach(() => {
  asked.length = 0;
  configureHttp({ baseUrl: window.location.origin });
});
afterAll(() => server.close());

const plans = [
  { months: 1, price: 390, currency: 'UAH' },
  { months: 6, price: 1990, currency: 'UAH' },
  { months: 12, price: 3490, currency: 'UAH' },
] as const;

describe('SubscribeForm', () => {
  it('shows the first payment and the later ones apart, without a promo code', async () => {
    renderWithApp(<SubscribeForm months={1} onMonths={() => undefined} plans={plans} />);
    const payments = await screen.findByRole('region', { name: 'Платежі' });
    expect(within(payments).getByText('Перший платіж')).toBeVisible();
    expect(payments).toHaveTextContent(/390\sгрн щомісяця, з 24 грудня 2026/);
  });

  it('says "incorrect" and "expired", keeping the code typed, then applies a code to the first payment only', async () => {
    renderWithApp(<SubscribeForm months={1} onMonths={() => undefined} plans={plans} />);
    const promo = screen.getByRole('textbox', { name: 'Промокод' });
    await userEvent.type(promo, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Застосувати' }));
    expect(await screen.findByText('Неправильний промокод.')).toBeVisible();
    expect(promo).toHaveValue('NOPE');
    expect(promo).toHaveFocus();
    await userEvent.clear(promo);
    await userEvent.type(promo, 'AUTUMN25');
    await userEvent.click(screen.getByRole('button', { name: 'Застосувати' }));
    expect(await screen.findByText('Термін дії промокоду минув.')).toBeVisible();
    await userEvent.clear(promo);
    await userEvent.type(promo, 'welcome20');
    await userEvent.click(screen.getByRole('button', { name: 'Застосувати' }));
    expect(await screen.findByText('Промокод WELCOME20 застосовано до першого платежу.')).toBeVisible();
    const payments = await screen.findByRole('region', { name: 'Платежі' });
    expect(await within(payments).findByText(/312\sгрн \(замість 390\sгрн, −78\sгрн\)/)).toBeVisible();
    expect(payments).toHaveTextContent(/390\sгрн щомісяця, з 24 грудня 2026/);
  });
});
