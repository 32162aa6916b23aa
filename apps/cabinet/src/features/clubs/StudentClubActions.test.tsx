import { configureHttp } from '@cabinet/api/http';
import type { Club } from '@cabinet/api/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppTheme } from '@cabinet/design-system/theme';
import { renderWithApp } from '../../test/render';
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
  bookings_count: null,
  notes: null,
  ...change,
});
const before = new Date('2026-11-24T10:00:00.000Z');

let refusal: Record<string, unknown> = {};
const server = setupServer(
  http.post('*/api/v1/clubs/:clubId/booking', () => HttpResponse.json(refusal, { status: 409 })),
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

describe('StudentClubActions (seed 001 §4, §8)', () => {
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

  it('a paid place names the manager instead of a cancel button', () => {
    renderActions(club({ booking: { status: 'paid', order_id: 3, attended: null } }));
    expect(screen.queryByRole('button', { name: /Скасувати запис/ })).toBeNull();
    expect(screen.getByText(/Платний клуб скасовується лише через менеджера/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'info@demo.school' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
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
