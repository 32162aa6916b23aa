import { createMockServer } from '@cabinet/api/mock/node';
import { listDosStatisticsRecords } from '@cabinet/api/statistics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../../shared/paths';
import { toastQueue } from '../../../../shared/toast-queue';
import { renderRoutes, signInAs, startMockSchool } from '../../../../testing/mock-school';
import { DosStatisticsPage } from './DosStatisticsPage';

const server = startMockSchool(createMockServer());
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
  `Повернути «${record.description}» викладача ${record.teacher.name} на доопрацювання`;

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
});
