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
const languages: (string | null)[] = [];
let answer: () => Response = () => HttpResponse.json({ data: order });
const server = setupServer(
  http.post('*/api/v1/orders/12/pay', async ({ request }) => {
    sent.push(await request.json());
    languages.push(request.headers.get('Accept-Language'));
    return answer();
  }),
);

const PROVIDER = 'https://pay.provider.example';

/** The form of order 12, its provider's pages trusted on `PROVIDER` only. */
function renderForm({ onPaid = vi.fn(), onProviderPage = vi.fn(), mockProvider = false } = {}) {
  renderWithApp(
    <PaymentForm
      order={order}
      onPaid={onPaid}
      mockProvider={mockProvider}
      trustedOrigins={[PROVIDER]}
      onProviderPage={onProviderPage}
    />,
  );
  return { onPaid, onProviderPage };
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sent.length = 0;
  languages.length = 0;
  configureHttp({ baseUrl: window.location.origin });
});
afterAll(() => server.close());

describe('PaymentForm', () => {
  it('refuses without the terms, without calling the server, and focuses the checkbox', async () => {
    const { onPaid } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити 250 грн' }));
    expect(await screen.findByText('Прийміть угоду перед оплатою.')).toBeVisible();
    const terms = screen.getByRole('checkbox', { name: /договір публічної оферти/ });
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('pays with the chosen method once the terms are accepted', async () => {
    answer = () => HttpResponse.json({ data: { ...order, status: 'paid', payment_method: 'apple_pay' } });
    const { onPaid, onProviderPage } = renderForm({ mockProvider: true });
    await userEvent.click(screen.getByRole('radio', { name: 'Apple Pay' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /договір публічної оферти/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити 250 грн' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ method: 'apple_pay', terms_accepted: true }]);
    expect(onProviderPage).not.toHaveBeenCalled();
  });

  it('opens the provider’s page on a trusted origin, asking for it in the payer’s language', async () => {
    const page = `${PROVIDER}/checkout/7f3a?lang=uk`;
    answer = () => HttpResponse.json({ data: { ...order, redirect_url: page } });
    const { onPaid, onProviderPage } = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /договір публічної оферти/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити 250 грн' }));
    await vi.waitFor(() => expect(onProviderPage).toHaveBeenCalledWith(page));
    expect(languages).toEqual(['uk']);
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a provider’s page on any other origin: one error naming the school’s e-mail, the choices kept', async () => {
    answer = () =>
      HttpResponse.json({
        data: { ...order, redirect_url: 'https://pay.provider.example.evil.example/pay' },
      });
    const { onPaid, onProviderPage } = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /договір публічної оферти/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити 250 грн' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ми не відкрили сторінку платіжного провайдера');
    expect(alert).toHaveTextContent('Кошти не списано');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'info@demo.school' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@demo\.school/),
    );
    expect(onProviderPage).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Google Pay' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /договір публічної оферти/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Оплатити 250 грн' })).toBeEnabled();
  });

  it('shows "online payment temporarily unavailable" with the school’s e-mail, keeping the choices', async () => {
    answer = () =>
      HttpResponse.json(
        { error: 'payment_unavailable', message: 'Online payment is down.' },
        { status: 503 },
      );
    renderForm();
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
    renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /договір публічної оферти/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Оплатити 250 грн' }));
    expect(await screen.findByText('Прийміть угоду перед оплатою.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
