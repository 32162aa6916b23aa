import { getClub, listClubParticipants } from '@cabinet/api/clubs';
import { createMockServer } from '@cabinet/api/mock/node';
import { resetSchool } from '@cabinet/api/testing/seeded-school';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { draftKeysOf } from '../../../shared/drafts/draft-store';
import { paths } from '../../../shared/paths';
import { renderRoutes, signInAs } from '../../../testing/mock-school';
import { ledClubWithPlaces } from '../../../testing/teacher-clubs';
import { TeacherClubDetails } from './TeacherClubDetails';
import { TeacherClubsList } from './TeacherClubsList';
import { clubTabHref } from './club-tabs';

vi.setConfig({ testTimeout: 30_000 });

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  server.resetHandlers();
  resetSchool();
  localStorage.clear();
  await i18n.changeLanguage('uk');
  await signInAs('teacher@demo.school');
});
afterAll(() => server.close());

const renderClub = (clubId: number, tab: 'summary' | 'notes' | 'zoom-info') =>
  renderRoutes(
    [
      { path: paths.teacher.club.path, element: <TeacherClubDetails clubId={clubId} tab={tab} /> },
      { path: paths.teacher.clubsTab.path, element: <p>list</p> },
    ],
    clubTabHref(clubId, tab),
  );

describe('TeacherClubsList', () => {
  it('lists the upcoming clubs the teacher leads, each linking to its page, with the two tabs', async () => {
    const club = await ledClubWithPlaces('upcoming');
    renderRoutes([{ path: '/', element: <TeacherClubsList period="upcoming" /> }], '/');
    const name = await screen.findByRole('link', { name: club.name });
    expect(name).toHaveAttribute('href', paths.teacher.club.to(club.id));
    const tabs = screen.getByRole('navigation', { name: 'Клуби за періодом' });
    expect(within(tabs).getByRole('link', { name: 'Архів' })).toHaveAttribute(
      'href',
      paths.teacher.clubsTab.to('archived'),
    );
  });

  it('shows “no clubs” when there are none', async () => {
    server.use(
      http.get('*/api/v1/clubs', () =>
        HttpResponse.json({ data: [], meta: { page: 1, per_page: 12, total: 0 } }),
      ),
    );
    renderRoutes([{ path: '/', element: <TeacherClubsList period="archived" /> }], '/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Поки немає клубів' })).toBeVisible();
  });
});

describe('the club’s summary and attendance', () => {
  it('marks attendance of a past club and saves it', async () => {
    const club = await ledClubWithPlaces('archived');
    const [first] = (await listClubParticipants(club.id)).data;
    if (!first) throw new Error('a participant');
    renderClub(club.id, 'summary');
    expect(await screen.findByRole('heading', { level: 1, name: club.name })).toBeVisible();
    const group = await screen.findByRole('radiogroup', { name: first.student.name });
    await userEvent.click(within(group).getByRole('radio', { name: 'Не був' }));
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти відвідуваність' }));
    await waitFor(async () =>
      expect(
        (await listClubParticipants(club.id)).data.find((p) => p.student.id === first.student.id)?.attended,
      ).toBe(false),
    );
  });

  it('does not take marks before the club starts', async () => {
    const club = await ledClubWithPlaces('upcoming');
    renderClub(club.id, 'summary');
    expect(await screen.findByText('Відвідуваність можна відмітити, коли клуб почнеться.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Зберегти відвідуваність' })).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('shows the school’s refusal and keeps the marks when the save fails', async () => {
    const club = await ledClubWithPlaces('archived');
    const [first] = (await listClubParticipants(club.id)).data;
    server.use(
      http.put('*/api/v1/clubs/:clubId/attendance', () =>
        HttpResponse.json(
          { error: 'transition_not_allowed', message: 'Attendance is marked once the club has started.' },
          { status: 409 },
        ),
      ),
    );
    renderClub(club.id, 'summary');
    const group = await screen.findByRole('radiogroup', { name: first?.student.name ?? '' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Був' }));
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти відвідуваність' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(within(group).getByRole('radio', { name: 'Був' })).toBeChecked();
  });
});

describe('the club’s notes', () => {
  it('saves the notes; the school keeps them', async () => {
    const club = await ledClubWithPlaces('upcoming');
    renderClub(club.id, 'notes');
    const field = await screen.findByRole('textbox', { name: /Нотатки/ });
    await userEvent.type(field, 'Принести картки');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти нотатки' }));
    await waitFor(async () => expect((await getClub(club.id)).data.notes).toBe('Принести картки'));
  });

  it('refuses notes over 2000 characters before sending them', async () => {
    const club = await ledClubWithPlaces('upcoming');
    let sent = false;
    server.use(
      http.patch('*/api/v1/clubs/:clubId/notes', () => {
        sent = true;
        return undefined;
      }),
    );
    renderClub(club.id, 'notes');
    const field = await screen.findByRole('textbox', { name: /Нотатки/ });
    await userEvent.click(field);
    await userEvent.paste('а'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти нотатки' }));
    expect(await screen.findByText('Нотатки можуть містити щонайбільше 2000 символів.')).toBeVisible();
    expect(sent).toBe(false);
  });

  it('shows the school’s refusal of the length under the field', async () => {
    const club = await ledClubWithPlaces('upcoming');
    server.use(
      http.patch('*/api/v1/clubs/:clubId/notes', () =>
        HttpResponse.json(
          { error: 'validation_failed', message: 'The given data was invalid: notes.', field: 'notes' },
          { status: 422 },
        ),
      ),
    );
    renderClub(club.id, 'notes');
    await userEvent.type(await screen.findByRole('textbox', { name: /Нотатки/ }), 'Текст');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти нотатки' }));
    expect(await screen.findByText('Нотатки можуть містити щонайбільше 2000 символів.')).toBeVisible();
  });

  it('keeps the typed notes, on the page and in a draft on the device, when the save fails', async () => {
    const club = await ledClubWithPlaces('upcoming');
    server.use(
      http.patch('*/api/v1/clubs/:clubId/notes', () =>
        HttpResponse.json({ error: 'server_error', message: 'Down' }, { status: 500 }),
      ),
    );
    renderClub(club.id, 'notes');
    const field = await screen.findByRole('textbox', { name: /Нотатки/ });
    await userEvent.type(field, 'Не загубити');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти нотатки' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/./));
    expect(field).toHaveValue('Не загубити');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Щось пішло не так/));
    cleanup();
    server.resetHandlers();

    renderClub(club.id, 'notes');
    expect(await screen.findByRole('textbox', { name: /Нотатки/ })).toHaveValue('Не загубити');
    expect(screen.getByText(/^Відновлено вашу незбережену чернетку від/)).toBeVisible();
  });
});

describe('the club’s notes: a draft on the device', () => {
  it('keeps notes typed before the tab closed, restores them with a notice, and removes the draft once saved', async () => {
    const club = await ledClubWithPlaces('upcoming');
    renderClub(club.id, 'notes');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Нотатки/ }),
      'Принести картки з лексикою',
    );
    cleanup();
    expect(draftKeysOf('visitor')).toEqual([`formDraft:visitor:clubNotes:${club.id}`]);

    renderClub(club.id, 'notes');
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Нотатки/ })).toHaveValue('Принести картки з лексикою');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти нотатки' }));
    await waitFor(async () => expect((await getClub(club.id)).data.notes).toBe('Принести картки з лексикою'));
    await waitFor(() => expect(screen.queryByText(/Відновлено вашу незбережену чернетку/)).toBeNull());
    expect(draftKeysOf('visitor')).toEqual([]);
  });
});

describe('the club’s Zoom info', () => {
  it('shows the link, meeting ID and passcode of an online club', async () => {
    const club = await ledClubWithPlaces('upcoming', 'online');
    renderClub(club.id, 'zoom-info');
    expect(await screen.findByRole('heading', { level: 2, name: 'Дані Zoom' })).toBeVisible();
    expect(screen.getByRole('link', { name: new RegExp(club.zoom_link ?? 'none') })).toHaveAttribute(
      'href',
      club.zoom_link,
    );
    expect(screen.getByText(club.meeting_id ?? 'none')).toBeVisible();
    expect(screen.getByText(club.passcode ?? 'none')).toBeVisible();
  });

  it('names the school’s address and room for an offline club', async () => {
    const club = await ledClubWithPlaces('upcoming', 'offline');
    renderClub(club.id, 'zoom-info');
    expect(await screen.findByText('Цей клуб проходить у школі, не в Zoom.')).toBeVisible();
    expect(screen.getByText(club.address ?? 'none')).toBeVisible();
    expect(screen.getByText(club.room_number ?? 'none')).toBeVisible();
  });
});
