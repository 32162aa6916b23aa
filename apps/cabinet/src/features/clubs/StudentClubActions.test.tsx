import { configureHttp } from '@cabinet/api/http';
import type { Club } from '@cabinet/api/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppTheme } from '@cabinet/design-system/theme';
import { renderWithApp } from '../../testing/render';
import { ClubCard } from './ClubCard';
import { StudentClubActions } from './StudentClubActions';

const club = (change: Partial<Club> = {}): Club => ({
  id: 7,
  type: 'speaking',
  format: 'offline',
  name: 'Подорожі',
  name_en: 'Travel',
  description: '',
  description_en: '',
  level: 'B1',
  starts_at: '2026-11-24T18:00:00.000+02:00',
  ends_at: '2026-11-24T19:00:00.000+02:00',
  teacher: { id: 1, name: 'Олена Коваль', name_en: 'Olena Koval' },
  address: 'вул. Велика Васильківська, 72, Київ',
  address_en: '72 Velyka Vasylkivska St, Kyiv',
  room_number: '204',
  zoom_link: null,
  meeting_id: null,
  passcode: null,
  seats_total: 12,
  seats_left: 5,
  price: 250,
  enabled: true,
  booking: null,
  cancellation: null,
  bookings_count: null,
  notes: null,
  ...change,
});
const before = new Date('2026-11-24T10:00:00.000Z');
const decided = '2026-11-23T15:00:00.000+02:00';
const pending: NonNullable<Club['cancellation']> = {
  id: 4,
  status: 'pending',
  reason: 'Іспит того дня',
  comment: null,
  requested_at: '2026-11-23T09:00:00.000+02:00',
  decided_at: null,
  refund_amount: null,
  refund_by: null,
};

let refusal: Record<string, unknown> = {};
let askAnswer: { status: number; body: Record<string, unknown> } = { status: 201, body: {} };
let askedWith: unknown = null;
const server = setupServer(
  http.post('*/api/v1/clubs/:clubId/booking', () => HttpResponse.json(refusal, { status: 409 })),
  http.post('*/api/v1/clubs/:clubId/cancellation-request', async ({ request }) => {
    askedWith = await request.json();
    return HttpResponse.json(askAnswer.body, { status: askAnswer.status });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => configureHttp({ baseUrl: window.location.origin }));
afterAll(() => server.close());

const renderActions = (value: Club) =>
  renderWithApp(
    <AppTheme>
      <ClubCard club={value}>
        <StudentClubActions club={value} now={before} />
      </ClubCard>
    </AppTheme>,
  );

describe('StudentClubActions', () => {
  it('shows "the free club place for the week is already used" translated', async () => {
    refusal = { error: 'free_place_used', message: 'used', suggestions: [] };
    renderActions(club());
    await userEvent.click(screen.getByRole('button', { name: /^Записатися безкоштовно\s?: Подорожі$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Безкоштовне місце в клубі на цей тиждень уже використано.',
    );
  });

  it('a full club suggests other clubs as cards that can be booked', async () => {
    refusal = {
      error: 'club_full',
      message: 'full',
      suggestions: [club({ id: 8, name: 'Кіно', name_en: 'Movies' })],
    };
    renderActions(club({ seats_left: 0 }));
    await userEvent.click(screen.getByRole('button', { name: /^Записатися платно, 250 грн\s?: Подорожі/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('На жаль, вільних місць немає');
    const suggestions = screen.getByRole('region', { name: 'Інші клуби з вільними місцями' });
    const other = within(suggestions).getByRole('article', { name: 'Кіно' });
    expect(within(other).getByRole('button', { name: /^Записатися безкоштовно\s?: Кіно$/ })).toBeEnabled();
  });

  it('a paid place is asked to be cancelled through the school; a refusal keeps the reason typed', async () => {
    const paid = club({ booking: { status: 'paid', order_id: 3, attended: null } });
    renderActions(paid);
    expect(screen.queryByRole('button', { name: /Скасувати запис/ })).toBeNull();
    expect(screen.getByText(/Платний клуб скасовується лише через менеджера/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Попросити скасувати\s?: Подорожі$/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Попросити школу скасувати ваше місце в «Подорожі»?',
    });
    expect(dialog).toHaveAccessibleDescription(/сплачені 250 грн повернуть/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Іспит того дня');

    askAnswer = { status: 409, body: { error: 'club_started', message: 'started' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати запит' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Клуб уже почався');
    expect(within(dialog).getByRole('textbox', { name: /Причина/ })).toHaveValue('Іспит того дня');

    askAnswer = { status: 201, body: { data: { ...paid, cancellation: pending } } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати запит' }));
    expect(await screen.findByText('Ваш запит надіслано школі.')).toBeVisible();
    expect(askedWith).toEqual({ reason: 'Іспит того дня' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('while the request waits the place stays booked and nothing more is asked', () => {
    renderActions(club({ booking: { status: 'paid', order_id: 3, attended: null }, cancellation: pending }));
    const card = screen.getByRole('article', { name: 'Подорожі' });
    expect(within(card).getByText('Запит на скасування')).toBeVisible();
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Запит на скасування надіслано 23 листопада 2026. Місце залишається за вами, доки школа не вирішить.',
    );
    expect(within(card).getByRole('note')).toHaveTextContent('Причина: Іспит того дня');
    expect(screen.queryByRole('button', { name: /Попросити скасувати/ })).toBeNull();
  });

  it('a refusal shows the director’s comment; a cancelled place shows the refund', () => {
    const { unmount } = renderActions(
      club({
        booking: { status: 'paid', order_id: 3, attended: null },
        cancellation: {
          ...pending,
          status: 'refused',
          comment: 'Групу вже сформовано.',
          decided_at: decided,
        },
      }),
    );
    expect(screen.getByText('У скасуванні відмовлено')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Школа не скасувала місце: воно залишається за вами.Коментар методиста: Групу вже сформовано.',
    );
    unmount();
    renderActions(
      club({
        booking: null,
        cancellation: {
          ...pending,
          status: 'cancelled',
          decided_at: decided,
          refund_amount: 250,
          refund_by: '2026-12-03',
        },
      }),
    );
    expect(screen.getByText('Місце скасовано')).toBeVisible();
    expect(screen.getByText('Скасовано школою')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Школа скасувала місце 23 листопада 2026.250 грн повернуть на картку чи гаманець, з якого сплачено, до 3 грудня 2026.',
    );
  });

  it('a pending place can be paid at checkout or cancelled', () => {
    renderActions(club({ booking: { status: 'payment_pending', order_id: 3, attended: null } }));
    expect(screen.getByRole('link', { name: /^Оплатити\s?: Подорожі$/ })).toHaveAttribute(
      'href',
      '/checkout?order=3',
    );
    expect(screen.getByRole('button', { name: /^Скасувати запис\s?: Подорожі$/ })).toBeEnabled();
  });

  it('after the start nothing is offered', () => {
    const started = club({ booking: { status: 'free', order_id: null, attended: null } });
    renderWithApp(<StudentClubActions club={started} now={new Date('2026-11-24T16:30:00.000Z')} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Клуб уже почався: запис більше не можна скасувати.')).toBeVisible();
  });
});
