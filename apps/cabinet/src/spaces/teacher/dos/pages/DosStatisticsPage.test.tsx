import { createMockServer } from '@cabinet/api/mock/node';
import { getDosProgress } from '@cabinet/api/progress';
import { listDosStatisticsRecords } from '@cabinet/api/statistics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../../../i18n';
import { paths } from '../../../../shared/paths';
import { toastQueue } from '../../../../shared/toast-queue';
import { renderRoutes, signInAs, startMockSchool } from '../../../../testing/mock-school';
import { DosStatisticsPage } from './DosStatisticsPage';

const server = startMockSchool(createMockServer());
beforeAll(async () => {
  await loadPageTexts('progress');
});
beforeEach(async () => {
  toastQueue.drain();
  await signInAs('dos@demo.school');
});

const open = (route: string = paths.teacher.dosStatistics.to()) =>
  renderRoutes([{ path: paths.teacher.dosStatistics.path, element: <DosStatisticsPage /> }], route);

/** The oldest record in review: the first row of the list as it opens. */
const firstInReview = async () => {
  const record = (await listDosStatisticsRecords({ status: 'in_review', per_page: 1 })).data[0];
  if (!record) throw new Error('The seeded school has records in review');
  return record;
};

type Named = { description: string; teacher: { name: string } };
const verifyName = (record: Named) => `Підтвердити «${record.description}» викладача ${record.teacher.name}`;
const returnName = (record: Named) =>
  `Повернути на доопрацювання: «${record.description}» викладача ${record.teacher.name}`;

describe('DosStatisticsPage', () => {
  it('opens on the records in review and verifies one: a toast says so and it leaves the list', async () => {
    const record = await firstInReview();
    open();
    const table = await screen.findByRole('table', { name: 'Записи статистики викладачів' });
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) expect(within(row).getByText('На перевірці')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: verifyName(record) }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: verifyName(record) })).not.toBeInTheDocument(),
    );
    expect(toastQueue.drain()).toContainEqual({
      message: `«${record.description}» викладача ${record.teacher.name} підтверджено.`,
      variant: 'success',
    });
  });

  it('sends a record back only with a comment; a refusal keeps what was typed', async () => {
    const record = await firstInReview();
    open();
    await userEvent.click(await screen.findByRole('button', { name: returnName(record) }));
    const dialog = await screen.findByRole('dialog', { name: 'Повернути на доопрацювання' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Повернути' }));
    expect(await within(dialog).findByText('Напишіть, що викладачеві слід виправити.')).toBeVisible();

    server.use(
      http.post('*/api/v1/statistics/records/:recordId/return', () =>
        HttpResponse.json({ error: 'server_error', message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    const comment = within(dialog).getByRole('textbox', { name: /Коментар для викладача/ });
    await userEvent.type(comment, 'Перевірте кількість годин.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Повернути' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(comment).toHaveValue('Перевірте кількість годин.');

    server.resetHandlers();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Повернути' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastQueue.drain()).toContainEqual({
      message: `«${record.description}» повернуто викладачеві ${record.teacher.name} на доопрацювання.`,
      variant: 'success',
    });
    const returned = (await listDosStatisticsRecords({ status: 'need_revision', per_page: 100 })).data.find(
      (row) => row.id === record.id,
    );
    expect(returned?.review_comment).toBe('Перевірте кількість годин.');
  });

  it('filters by status, keeping it in the address', async () => {
    const router = open();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Потребує доопрацювання' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=need_revision'));
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(within(table).getAllByText('Потребує доопрацювання').length).toBe(
        within(table).getAllByRole('row').length - 1,
      ),
    );
  });

  it('shows each teacher’s records by status as a chart, in words and as a table, below the table it leaves alone', async () => {
    const teachers = (await getDosProgress()).data.teachers.filter((row) =>
      Object.values(row.statistics).some((count) => count > 0),
    );
    const sum = (status: 'in_review' | 'verified') =>
      teachers.reduce((all, row) => all + row.statistics[status], 0);
    const total = teachers.reduce(
      (all, row) => all + Object.values(row.statistics).reduce((one, count) => one + count, 0),
      0,
    );
    expect(total).toBeGreaterThan(0);
    open();
    expect(await screen.findByRole('table', { name: 'Записи статистики викладачів' })).toBeVisible();
    const section = await screen.findByRole('region', { name: 'Записи статистики за статусами' });
    expect(
      within(section).getByRole('img', { name: 'Записи статистики за статусами' }),
    ).toHaveAccessibleDescription(
      new RegExp(
        `^Записи статистики: ${total} \\(викладачів: ${teachers.length}\\); на перевірці — ${sum('in_review')}, .*підтверджено — ${sum('verified')}, `,
      ),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Фідбек за модулями за статусами' })).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Таблицею' }));
    const table = within(section).getByRole('table', { name: 'Записи статистики за статусами' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      teachers.map((row) => row.teacher.name),
    );
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(
      teachers.map((row) => String(row.statistics.in_review)),
    );
    // The records' own filters still work beside the charts.
    expect(screen.getByRole('combobox', { name: 'Статус' })).toBeVisible();
  });
});
