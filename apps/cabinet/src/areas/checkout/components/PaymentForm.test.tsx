import { configureHttp } from '@cabinet/api/http';
import type { Order } from '@cabinet/api/model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { PaymentForm } from './PaymentForm';

const order: Order = {
  id: 12,
  lines: [
    {
      kind: 'club_booking',
      booking_id: 3,
      club_id: 7,
      event_id: null,
      event_type: null,
      title: 'Подорожі',
      title_en: 'Travel',
      amount: 250,
    },
  ],
  total: 250,
  currency: 'UAH',
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000+02:00',
  paid_at: null,
  payment_method: null,
  redirect_url: null,
};

const sent: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({ data: order });
const server = setupServer(
  http.post('*/api/v1/orders/12/pay', async ({ request }) => {
    sent.push(await request.json());
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sent.length = 0;
  configureHttp({ baseUrl: window.location.origin });
});
afterAll(() => server.close());

describe('PaymentForm', () => {
  it('refuses without the terms, without calling the server, and focuses the checkbox', async () => {
    const onPaid = vi.fn();
    renderWithApp(<PaymentForm order={order} onPaid={onPaid} mockProvider={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити 250 грн' }));
    expect(await screen.findByText('Прийміть угоду перед оплатою.')).toBeVisible();
    const terms = screen.getByRole('checkbox', { name: /договір публічної оферти/ });
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('pays with the chosen method once the terms are accepted', async () => {
    const onPaid = vi.fn();
    answer = () => HttpResponse.json({ data: { ...order, status: 'paid', payment_method: 'apple_pay' } });
    renderWithApp(<PaymentForm order={order} onPaid={onPaid} mockProvider />);
    await userEvent.click(screen.getByRole('radio', { name: 'Apple Pay' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /договір публічної оферти/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити 250 грн' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ method: 'apple_pay', terms_accepted: true }]);
  });

  it('shows "online payment temporarily unavailable" with the school’s e-mail, keeping the choices', async () => {
    answer = () =>
      HttpResponse.json(
        { error: 'payment_unavailable', message: 'Online payment is down.' },
        { status: 503 },
      );
    renderWithApp(<PaymentForm order={order} onPaid={vi.fn()} mockProvider={false} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /договір публічної оферти/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити 250 грн' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Онлайн-оплата тимчасово недоступна');
    expect(screen.getByRole('link', { name: 'info@demo.school' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@demo\.school/),
    );
    expect(screen.getByRole('radio', { name: 'Google Pay' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /договір публічної оферти/ })).toBeChecked();
  });

  it('maps the server’s terms_not_accepted to the checkbox', async () => {
    answer = () =>
      HttpResponse.json(
        {
          error: 'terms_not_accepted',
          message: 'Accept the agreement before payment.',
          field: 'terms_accepted',
        },
        { status: 422 },
      );
    renderWithApp(<PaymentForm order={order} onPaid={vi.fn()} mockProvider={false} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /договір публічної оферти/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити 250 грн' }));
    expect(await screen.findByText('Прийміть угоду перед оплатою.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
