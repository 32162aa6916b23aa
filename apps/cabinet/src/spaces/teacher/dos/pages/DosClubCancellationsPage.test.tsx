import { createMockServer } from '@cabinet/api/mock/node';
import { resetSchool } from '@cabinet/api/testing/seeded-school';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n';
import { paths } from '../../../../shared/paths';
import { renderRoutes, signInAs } from '../../../../testing/mock-school';
import { DosClubCancellationsPage } from './DosClubCancellationsPage';

vi.setConfig({ testTimeout: 30_000 });

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  server.resetHandlers();
  resetSchool();
  localStorage.clear();
  await i18n.changeLanguage('uk');
  await signInAs('dos@demo.school');
});
afterAll(() => server.close());

const DECISION = '*/api/v1/dos/club-cancellation-requests/:requestId/decision';

const renderPage = (route: string = paths.teacher.dosClubCancellations.to()) =>
  renderRoutes(
    [{ path: paths.teacher.dosClubCancellations.path, element: <DosClubCancellationsPage /> }],
    route,
  );

/** The cards of the list, in order. */
const cards = async () => {
  await screen.findAllByRole('article');
  return screen.getAllByRole('article');
};

describe('DosClubCancellationsPage', () => {
  it('lists the waiting requests first, with the student, club, price and reason; tabs filter by status', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Скасування платних клубів' })).toBeVisible();
    const [first] = await cards();
    expect(within(first!).getByText('Запит на скасування')).toBeVisible();
    expect(within(first!).getByText('Сплачено')).toBeVisible();
    expect(within(first!).getByRole('button', { name: /^Скасувати місце/ })).toBeEnabled();
    expect(within(first!).getByRole('button', { name: /^Відхилити/ })).toBeEnabled();
    expect(screen.getByText('Відрядження цього тижня, не зможу бути.')).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Запити за статусом' });
    expect(within(tabs).getByRole('link', { name: 'Усі' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Відхилені' })).toHaveAttribute(
      'href',
      '/teacher/dos/club-cancellations?status=refused',
    );
  });

  it('shows only the refused requests, with the comment, under their tab', async () => {
    renderPage('/teacher/dos/club-cancellations?status=refused');
    const list = await cards();
    for (const card of list) expect(within(card).getByText('У скасуванні відмовлено')).toBeVisible();
    expect(within(list[0]!).getByText('Коментар студенту')).toBeVisible();
    expect(within(list[0]!).queryByRole('button')).toBeNull();
  });

  it('refuses only with a comment; a failed call keeps the comment; then the request is refused', async () => {
    renderPage();
    const [first] = await cards();
    const student = within(first!).getByRole('heading', { level: 2 }).textContent ?? '';
    await userEvent.click(within(first!).getByRole('button', { name: /^Відхилити/ }));
    const dialog = await screen.findByRole('dialog', { name: `Відхилити запит: ${student}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Відхилити' }));
    expect(
      await within(dialog).findByText('Напишіть, чому місце залишається: студент це прочитає.'),
    ).toBeVisible();

    server.use(
      http.post(DECISION, () => HttpResponse.json({ error: 'server_error', message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    const comment = within(dialog).getByRole('textbox', { name: /Коментар студенту/ });
    await userEvent.type(comment, 'Групу вже сформовано.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Відхилити' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(comment).toHaveValue('Групу вже сформовано.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Відхилити' }));
    expect(
      await screen.findByText(`Запит відхилено (${student}); місце залишається за студентом.`),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByText('Групу вже сформовано.')).toBeVisible());
  });

  it('cancels a place after a confirmation: the refund is shown on the request', async () => {
    renderPage();
    const [first] = await cards();
    const student = within(first!).getByRole('heading', { level: 2 }).textContent ?? '';
    await userEvent.click(within(first!).getByRole('button', { name: /^Скасувати місце/ }));
    const dialog = await screen.findByRole('dialog', { name: `Скасувати місце: ${student}?` });
    expect(dialog).toHaveAccessibleDescription(/позначено до повернення протягом 10 днів/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скасувати місце' }));
    expect(
      await screen.findByText(`Місце скасовано (${student}); оплату позначено до повернення.`),
    ).toBeVisible();
    expect(await screen.findByText(/повернуть до 4 грудня 2026/)).toBeVisible();
  });

  it('a list that fails shows the error with a retry', async () => {
    server.use(
      http.get('*/api/v1/dos/club-cancellation-requests', () =>
        HttpResponse.json({ error: 'server_error', message: 'x' }, { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
  });
});
