import { getCompanyEmployee, listCompanyEmployees } from '@cabinet/api/company';
import { createMockServer } from '@cabinet/api/mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { getCompanyPretests } from '@cabinet/api/paid-pretests';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../../i18n';
import { paths } from '../../../shared/paths';
import { renderRoutes, signInAs, startMockSchool } from '../../../testing/mock-school';
import { EmployeesList } from './EmployeesList';

const server = startMockSchool(createMockServer());
beforeAll(async () => {
  for (const texts of ['companyStudents', 'apiErrors', 'designSystemDomain']) await loadPageTexts(texts);
});
beforeEach(() => signInAs('hr@demo.school'));

/** How many employees of the company an e-mail finds. */
const found = async (email: string) => (await listCompanyEmployees({ search: email })).meta.total;
const isActive = async (id: number) => (await getCompanyEmployee(id)).data.employee.active;

const renderList = () =>
  renderRoutes(
    [{ path: paths.corporateManager.students.path, element: <EmployeesList /> }],
    paths.corporateManager.students.to(),
  );

/** 20 rows: row 4 is no address, row 9 repeats row 2's e-mail, row 15 is registered at the school. */
function twentyRows(): File {
  const lines = Array.from({ length: 20 }, (_, index) => {
    const n = index + 1;
    const email =
      n === 4
        ? 'no-at-sign'
        : n === 9
          ? 'new2@file.mock'
          : n === 15
            ? 'student@demo.school'
            : `new${n}@file.mock`;
    return `Працівник ${n},${email}`;
  });
  return new File([`ПІБ,Пошта\r\n${lines.join('\r\n')}\r\n`], 'staff.csv', { type: 'text/csv' });
}

async function openPreview() {
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Імпорт з файлу' }));
  const dialog = await screen.findByRole('dialog', { name: 'Імпорт працівників з файлу' });
  await userEvent.upload(
    within(dialog).getByLabelText('Файл зі списком працівників (CSV або Excel)'),
    twentyRows(),
  );
  expect(await within(dialog).findByText(/3 рядки мають помилки/)).toBeVisible();
  return dialog;
}

describe('importing employees from a file', () => {
  it('previews every row with its errors, creates nothing until confirmed, then adds the 17 and reports', async () => {
    const before = (await listCompanyEmployees()).meta.total;
    const dialog = await openPreview();
    expect(within(dialog).getByText(/«staff\.csv»: перевірено 20 рядків\. Можна додати 17\./)).toBeVisible();
    const table = within(dialog).getByRole('table', { name: 'Рядки з помилками' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['4', '9', '15']);
    expect(rows[0]).toHaveTextContent('E-mail: некоректний e-mail');
    expect(rows[1]).toHaveTextContent('E-mail: уже є в попередньому рядку файлу');
    expect(rows[2]).toHaveTextContent('E-mail: уже зареєстровано в школі');
    expect(await found('new1@file.mock')).toBe(0);
    expect((await listCompanyEmployees()).meta.total).toBe(before);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Додати 17 працівників' }));
    expect(await within(dialog).findByText(/Додано 17 працівників/)).toBeVisible();
    expect(within(dialog).getByText(/3 рядки з помилками пропущено/)).toBeVisible();
    expect((await listCompanyEmployees()).meta.total).toBe(before + 17);
    expect(await found('new1@file.mock')).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрити' }));
    expect(await screen.findByText(new RegExp(`^${before + 17} працівник`))).toBeVisible();
  });

  it('keeps the preview when adding fails, to try again', async () => {
    const dialog = await openPreview();
    server.use(
      http.post('*/api/v1/company/employees/import', () =>
        HttpResponse.json({ error: 'server_error', message: 'x' }, { status: 500 }),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Додати 17 працівників' }));
    expect(await within(dialog).findByText(/Щось пішло не так/)).toBeVisible();
    expect(within(dialog).getByRole('table', { name: 'Рядки з помилками' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Додати 17 працівників' })).toBeEnabled();
    expect(await found('new1@file.mock')).toBe(0);
  });

  it('says which required column a file lacks', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Імпорт з файлу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Імпорт працівників з файлу' });
    const file = new File(['Name,Phone\r\nA,1\r\n'], 'staff.csv', { type: 'text/csv' });
    await userEvent.upload(
      within(dialog).getByLabelText('Файл зі списком працівників (CSV або Excel)'),
      file,
    );
    expect(await within(dialog).findByText(/У файлі немає стовпця: E-mail/)).toBeVisible();
  });
});

describe('bulk actions on the chosen employees', () => {
  it('previews a deactivation of two, does it, and undoes it: both active again', async () => {
    const [first, second] = (await listCompanyEmployees({ per_page: 20 })).data;
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: `Вибрати: ${first!.name}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Вибрати: ${second!.name}` }));
    const bar = screen.getByRole('region', { name: 'Дії з вибраними працівниками' });
    expect(within(bar).getByText('Вибрано 2 працівників')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Деактивувати' }));
    const dialog = await screen.findByRole('dialog', { name: 'Деактивувати вибраних працівників?' });
    expect(within(dialog).getByText(/2 працівники стануть неактивними/)).toBeVisible();
    expect(within(dialog).getByText('Курси, склад яких зміниться')).toBeVisible();
    expect(await isActive(first!.id)).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Деактивувати 2' }));
    expect(
      await screen.findByText(/Деактивовано 2 працівників\. Скасувати можна до \d\d:\d\d/),
    ).toBeVisible();
    expect(await isActive(first!.id)).toBe(false);
    expect(await isActive(second!.id)).toBe(false);
    expect(within(bar).getByText('Виберіть працівників у таблиці')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Скасувати дію' }));
    expect(await screen.findByText('Скасовано: 2 працівники знову активні.')).toBeVisible();
    expect(await isActive(first!.id)).toBe(true);
    expect(await isActive(second!.id)).toBe(true);
    await waitFor(() => expect(screen.getByRole('link', { name: first!.name })).toBeVisible());
  });

  it('shows the checks an assignment needs against those left', async () => {
    const { left } = (await getCompanyPretests()).data.balance;
    const active = (await listCompanyEmployees({ per_page: 20 })).data.at(-1)!;
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: `Вибрати: ${active.name}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Вибрати всіх на цій сторінці' }));
    expect(screen.getByText('Вибрано 20 працівників')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Призначити тестування' }));
    const dialog = await screen.findByRole('dialog', { name: 'Призначити тестування вибраним працівникам?' });
    expect(
      within(dialog).getByText(new RegExp(`Потрібно передплачених перевірок: \\d+; залишилося: ${left}\\.`)),
    ).toBeVisible();
  });
});
