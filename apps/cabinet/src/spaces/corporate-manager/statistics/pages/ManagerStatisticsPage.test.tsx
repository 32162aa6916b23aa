import { createMockServer } from '@cabinet/api/mock/node';
import { getCompanyProgress } from '@cabinet/api/progress';
import { formatMoney } from '@cabinet/design-system/format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { monthLabel } from '../../../../features/progress/chart-labels';
import { loadPageTexts } from '../../../../i18n';
import { paths } from '../../../../shared/paths';
import { renderRoutes, signInAs, startMockSchool } from '../../../../testing/mock-school';
import { ManagerStatisticsPage } from './ManagerStatisticsPage';

const server = startMockSchool(createMockServer());
beforeAll(async () => {
  await loadPageTexts('companyStatistics');
  await loadPageTexts('progress');
});
beforeEach(async () => {
  await signInAs('hr@demo.school');
});

const open = (route: string = paths.corporateManager.statistics.to()) =>
  renderRoutes([{ path: paths.corporateManager.statistics.path, element: <ManagerStatisticsPage /> }], route);

/** A chart's section, its numbers switched to a table, and that table's rows under the header. */
async function asTable(title: string) {
  const section = await screen.findByRole('region', { name: title }, { timeout: 10_000 });
  await userEvent.click(within(section).getByRole('button', { name: 'Таблицею' }));
  const table = within(section).getByRole('table', { name: title });
  return { section, rows: within(table).getAllByRole('row').slice(1) };
}
const rowHeaders = (rows: HTMLElement[]) => rows.map((row) => within(row).getByRole('rowheader').textContent);
const column = (rows: HTMLElement[], index: number) =>
  rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent);

describe('ManagerStatisticsPage: the company in charts', () => {
  it('sets the money paid against the money used over the period, in words and as a table', async () => {
    const school = (await getCompanyProgress({ months: 6 })).data;
    const paid = school.spend.reduce((sum, month) => sum + month.paid, 0);
    const used = school.spend.reduce((sum, month) => sum + month.used, 0);
    expect(used).toBeGreaterThan(0);
    open();
    const title = 'Сплачено й використано';
    const image = within(await screen.findByRole('region', { name: title }, { timeout: 10_000 })).getByRole(
      'img',
      { name: title },
    );
    expect(image).toHaveAccessibleDescription(
      new RegExp(
        `^За цей період сплачено ${formatMoney(paid, 'uk')}, використано ${formatMoney(used, 'uk')}; найбільше використано у [а-яі]+ 2026: .+ Залишок зараз: ${formatMoney(school.balance, 'uk')}\\.$`,
      ),
    );
    const { rows } = await asTable(title);
    expect(rowHeaders(rows)).toEqual(school.spend.map((month) => monthLabel(month.month, 'uk')));
    expect(column(rows, 1)).toEqual(
      school.spend.map((month) => new Intl.NumberFormat('uk-UA').format(month.used)),
    );
  });

  it('gives each company group its attendance, named in words and listed as a table', async () => {
    const school = (await getCompanyProgress({ months: 12 })).data;
    expect(school.groups.length).toBeGreaterThan(0);
    open(`${paths.corporateManager.statistics.to()}?months=12`);
    const { section, rows } = await asTable('Відвідування за групами');
    expect(
      within(section).getByText(/^Відвідано [\d,.]+ % позначених уроків \(\d+ з \d+\); найнижче — /),
    ).toBeVisible();
    expect(rowHeaders(rows)).toEqual(school.groups.map((group) => group.course.name));
    expect(column(rows, 0)).toEqual(
      school.groups.map((group) =>
        group.percent === null ? 'немає даних' : `${String(group.percent).replace('.', ',')} %`,
      ),
    );
    // The period of the address: the tests' chart has a month per month of the year.
    const tests = await asTable('Призначені й виконані тести');
    expect(tests.rows).toHaveLength(12);
  });

  it('shows a failed chart call as an error with a retry, while the rest of the page works', async () => {
    server.use(
      http.get('*/api/v1/progress/company', () =>
        HttpResponse.json({ error: 'server_error', message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    open();
    const charts = await screen.findByRole('region', { name: 'Компанія в графіках' });
    const failed = await within(charts).findByRole('alert');
    expect(within(failed).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Не вдалося відкрити сторінку',
    );
    expect(await screen.findByRole('region', { name: 'Залишок' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Колеги' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Період' })).toBeVisible();

    server.resetHandlers();
    await userEvent.click(within(failed).getByRole('button', { name: 'Спробувати ще раз' }));
    await waitFor(() => expect(within(charts).queryByRole('alert')).not.toBeInTheDocument());
    expect(
      await within(charts).findByRole('heading', { level: 3, name: 'Рівні працівників зараз' }),
    ).toBeVisible();
  });
});
