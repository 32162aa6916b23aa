import { createMockServer } from '@cabinet/api/mock/node';
import type { StatisticsRecord } from '@cabinet/api/model';
import { listStatisticsRecords } from '@cabinet/api/statistics';
import { clock, schoolToday } from '@cabinet/api/time';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import Papa from 'papaparse';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { toastQueue } from '../../shared/toast-queue';
import { renderRoutes, signInAs, startMockSchool } from '../../testing/mock-school';
import { ExportButton } from './ExportButton';
import type { TableColumn } from './table-columns';
import { pagedRows } from './table-rows';

const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('exports'));
beforeEach(() => void toastQueue.drain());

const columns: TableColumn<StatisticsRecord>[] = [
  { header: 'Дата', value: (row) => row.date, kind: 'date' },
  { header: 'Опис', value: (row) => row.description },
  { header: 'Сума, грн', value: (row) => row.sum, kind: 'number' },
];

/** The teacher's records of the current month, three to a page, so that a download takes several pages. */
const month = () => schoolToday(clock.now()).slice(0, 7);
const rows = pagedRows((page) =>
  listStatisticsRecords({ month: month(), page, per_page: 3 }, { silent: true }),
);

async function render() {
  await signInAs('teacher@demo.school');
  const save = vi.fn<(file: Blob, name: string) => void>();
  renderRoutes([
    {
      path: '/',
      element: (
        <ExportButton
          fileName="statistics"
          table="Записи статистики"
          columns={columns}
          rows={rows}
          save={save}
        />
      ),
    },
  ]);
  return save;
}

const choose = async (format: RegExp) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Завантажити: Записи статистики' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: format }));
};

describe('the export button', () => {
  it('downloads every row of every page as CSV, named with the school’s date', async () => {
    const all = await (async () => {
      await signInAs('teacher@demo.school');
      return listStatisticsRecords({ month: month(), per_page: 100 }, { silent: true });
    })();
    expect(all.meta.total, 'the teacher has records on more than one page').toBeGreaterThan(3);
    const save = await render();
    await choose(/CSV/);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [file, name] = save.mock.calls[0]!;
    expect(name).toBe(`statistics-${schoolToday(clock.now())}.csv`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = Papa.parse<string[]>(new TextDecoder().decode(bytes), {
      skipEmptyLines: true,
    }).data;
    expect(header).toEqual(['Дата', 'Опис', 'Сума, грн']);
    // Every record of every page, in the list's order.
    expect(lines).toEqual(all.data.map((record) => [record.date, record.description, String(record.sum)]));
    expect(await screen.findByText(`Завантажено: ${name}`)).toBeVisible();
    expect(toastQueue.pending).toEqual([]);
  });

  it('downloads an Excel file', async () => {
    const save = await render();
    await choose(/Excel/);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [file, name] = save.mock.calls[0]!;
    expect(name).toMatch(/^statistics-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An xlsx file is a zip archive.
    expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(0, 2))).toBe('PK');
  });

  it('tells a failed call once, saves nothing, and downloads on "Try again"', async () => {
    let failures = 0;
    server.use(
      http.get('*/api/v1/statistics/records', ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return undefined;
        failures += 1;
        return HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 });
      }),
    );
    const save = await render();
    await choose(/CSV/);
    const retry = await screen.findByRole('button', {
      name: 'Спробувати ще раз завантажити «Записи статистики»',
    });
    expect(failures).toBe(1);
    expect(save).not.toHaveBeenCalled();
    expect(toastQueue.drain()).toEqual([
      {
        message: 'Файл «Записи статистики» не підготовлено: Щось пішло не так, спробуйте пізніше.',
        variant: 'error',
      },
    ]);

    server.resetHandlers();
    await userEvent.click(retry);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[1]).toMatch(/\.csv$/);
    expect(screen.queryByRole('button', { name: /Спробувати ще раз/ })).toBeNull();
    expect(toastQueue.pending).toEqual([]);
  });
});
