import { createMockServer } from '@cabinet/api/mock/node';
import type { Notification } from '@cabinet/api/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../testing/mock-school';
import { NotificationBell } from './NotificationBell';

const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('notifications'));

/** The student's notifications as the school would hold them: twelve, the newest two unread. */
let rows: Notification[] = [];
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 8, minutes)).toISOString();
beforeEach(() => {
  rows = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    type: 'task_graded' as const,
    params: { title: `Есе ${index + 1}`, course: 'B1 Intermediate' },
    link: `/student/groups/1/assigned-tasks/${index + 1}`,
    created_at: at(index),
    read_at: index >= 10 ? null : at(30),
  })).reverse();
  const unread = () => rows.filter((row) => row.read_at === null).length;
  server.use(
    http.get('*/api/v1/notifications/unread-count', () => HttpResponse.json({ data: { unread: unread() } })),
    http.get('*/api/v1/notifications', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 20);
      return HttpResponse.json({
        data: rows.slice((page - 1) * perPage, page * perPage),
        meta: { page, per_page: perPage, total: rows.length, unread: unread() },
      });
    }),
    http.post('*/api/v1/notifications/read-all', () => {
      rows = rows.map((row) => ({ ...row, read_at: row.read_at ?? at(40) }));
      return HttpResponse.json({ data: { unread: 0 } });
    }),
  );
});

describe('the notification bell', () => {
  it('names the unread count, lists the newest first with the unread marked, pages on, and marks all read', async () => {
    await signInAs('student@demo.school');
    const person = userEvent.setup();
    renderRoutes([{ path: '/', element: <NotificationBell /> }]);
    const bell = await screen.findByRole('button', { name: 'Сповіщення, 2 непрочитаних' });
    await person.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Сповіщення' });
    const list = await within(dialog).findByRole('list', { name: 'Сповіщення, спочатку нові' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Непрочитане: Завдання «Есе 12» оцінено (B1 Intermediate)');
    expect(items[2]).not.toHaveTextContent('Непрочитане');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/student/groups/1/assigned-tasks/12',
    );

    await person.click(within(dialog).getByRole('button', { name: 'Показати ще' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(within(dialog).queryByRole('button', { name: 'Показати ще' })).toBeNull();
    // The button pressed is gone: the focus goes on to the first notification it brought.
    await waitFor(() => expect(within(list).getAllByRole('link')[10]).toHaveFocus());

    await person.click(within(dialog).getByRole('button', { name: 'Позначити всі прочитаними' }));
    await waitFor(() => expect(list).not.toHaveTextContent('Непрочитане'));
    expect(within(dialog).getByText('Усі сповіщення позначено прочитаними')).toBeInTheDocument();
    await person.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Сповіщення, непрочитаних немає' })).toHaveFocus();
  });

  it('announces politely when the count grows', async () => {
    await signInAs('student@demo.school');
    renderRoutes([{ path: '/', element: <NotificationBell /> }]);
    await screen.findByRole('button', { name: 'Сповіщення, 2 непрочитаних' });
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
    rows = [{ ...rows[0]!, id: 13, created_at: at(50), read_at: null }, ...rows];
    // Opening the list reads the count again (the live socket's event does the same).
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Сповіщення, 2 непрочитаних' }));
    await screen.findByRole('dialog', { name: 'Сповіщення' });
    await person.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Сповіщення, 3 непрочитаних' });
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Нове сповіщення: 3 непрочитаних',
    );
  });
});
