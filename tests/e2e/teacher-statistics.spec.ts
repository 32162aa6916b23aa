import { readFile, stat } from 'node:fs/promises';
import { expect as baseExpect, type Locator, type Page, test } from './journey';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from './axe';
import { api, expectNoSidewaysScroll, openFromMenu, desktopUk, signInAs } from './cabinet-page';

/**
 * Statistics and salary, and the journey "adds a statistics record":
 * the teacher opens Statistics from the menu, reads the month's salary breakdown, switches to the
 * previous month and back, adds a record (refused first with an empty field, then with an amount
 * the server refuses, then saved), and edits a record that needs revision; a verified record is
 * locked. Once, in one of the two variants (see `variants`), with axe on
 * every page.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  uk: {
    menuEntry: 'Статистика',
    title: 'Статистика та зарплата',
    salary: 'Зарплата',
    totalToPay: 'До виплати',
    records: 'Записи за категоріями',
    previous: 'Попередній місяць',
    month: 'Місяць',
    add: 'Додати запис',
    addTitle: 'Новий запис статистики',
    editTitle: 'Редагування запису статистики',
    save: 'Зберегти зміни',
    description: 'Опис',
    category: 'Категорія',
    speakingClubs: 'Розмовні клуби',
    other: 'Інший',
    rate: 'Ставка, грн за одиницю',
    amount: 'Кількість',
    hours: 'Години',
    enterDescription: 'Вкажіть опис.',
    amountRange: 'Кількість має бути більшою за 0 і не більшою за 1000.',
    added: 'Запис додано.',
    saved: 'Зміни збережено.',
    needRevision: 'Потребує доопрацювання',
    inProgress: 'У роботі',
    verified: 'Підтверджено',
    locked: 'Заблоковано: запис підтверджено.',
    comment: 'Коментар менеджера',
    edit: /^Редагувати запис/,
    download: /^Завантажити: Записи за категоріями/,
    csv: 'Файл CSV (.csv)',
    xlsx: 'Файл Excel (.xlsx)',
    csvHeader:
      'Дата,Категорія,Опис,Тип,"Ставка, грн",Кількість,Одиниці,"Сума, грн",Статус,Пізнє скасування,Коментар перевіряльника,"Зміна після перевірки, грн"',
  },
  en: {
    menuEntry: 'Statistics',
    title: 'Statistics and salary',
    salary: 'Salary',
    totalToPay: 'Total to pay',
    records: 'Records by category',
    previous: 'Previous month',
    month: 'Month',
    add: 'Add record',
    addTitle: 'New statistics record',
    editTitle: 'Edit the statistics record',
    save: 'Save changes',
    description: 'Description',
    category: 'Category',
    speakingClubs: 'Speaking clubs',
    other: 'Other',
    rate: 'Rate, UAH per unit',
    amount: 'Amount',
    hours: 'Hours',
    enterDescription: 'Enter the description.',
    amountRange: 'The amount must be more than 0 and at most 1,000.',
    added: 'The record is added.',
    saved: 'The changes are saved.',
    needRevision: 'Need revision',
    inProgress: 'In progress',
    verified: 'Verified',
    locked: 'Locked: the record is verified.',
    comment: "Manager's comment",
    edit: /^Edit the record/,
    download: /^Download: Records by category/,
    csv: 'CSV file (.csv)',
    xlsx: 'Excel file (.xlsx)',
    csvHeader:
      'Date,Category,Description,Type,"Rate, UAH",Amount,Units,"Sum, UAH",Status,Late cancellation,Reviewer\'s comment,"Change after verification, UAH"',
  },
} as const;

type Summary = { data: { month: string; salary: { total_to_pay: number }; records_count: number } };

async function checkPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** With a modal open, the page behind it is hidden from assistive technology: the dialog is checked. */
async function checkDialog(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** Downloads the month's records in a format from the "Download" menu: the file's name and path. */
async function downloadRecords(page: Page, t: (typeof texts)[keyof typeof texts], format: 'csv' | 'xlsx') {
  await page.getByRole('button', { name: t.download }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  if (format === 'csv') await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: t[format] }).click();
  const file = await download;
  return { name: file.suggestedFilename(), path: await file.path() };
}

/** The value beside a label of a fact list, digits only. */
async function factDigits(area: Locator, label: string) {
  const value = area.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  return ((await value.textContent()) ?? '').replace(/\D/g, '');
}

const { language, width } = desktopUk;
test(`statistics: read the salary, switch month, add and edit records (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  const t = texts[language];
  await signInAs(page, desktopUk, 'teacher@demo.school');

  // Statistics from the menu: the month's salary breakdown, as the school counts it.
  await openFromMenu(page, language, width, t.menuEntry);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const salary = page.getByRole('region', { name: t.salary, exact: true });
  await expect(salary).toContainText(t.totalToPay);
  const current = await api<Summary>(page, '/api/v1/statistics/summary');
  expect(await factDigits(salary, t.totalToPay)).toBe(String(Math.abs(current.data.salary.total_to_pay)));
  await expect(page.getByRole('region', { name: t.records })).toBeVisible();
  // The last 12 months as charts, each an image described in words; axe in both colour themes.
  await expect(page.getByRole('img', { name: 'Заробіток за категоріями' })).toHaveAccessibleDescription(
    / за 12 місяців/,
  );
  await expect(page.getByRole('img', { name: 'Проведені години' })).toBeVisible();
  await checkPage(page);
  await expectNoSeriousA11yViolationsInBothThemes(page);

  // The previous month, by its link: the address names it and the breakdown is that month's.
  await page.getByRole('link', { name: t.previous }).click();
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
  const previousMonth = new URL(page.url()).searchParams.get('month') ?? '';
  expect(previousMonth < current.data.month).toBe(true);
  const previous = await api<Summary>(page, `/api/v1/statistics/summary?month=${previousMonth}`);
  await expect
    .poll(() => factDigits(salary, t.totalToPay))
    .toBe(String(Math.abs(previous.data.salary.total_to_pay)));
  await checkPage(page);

  // Back to the current month with the picker.
  await page.getByRole('combobox', { name: t.month }).click();
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`month=${current.data.month}`));
  await expect
    .poll(() => factDigits(salary, t.totalToPay))
    .toBe(String(Math.abs(current.data.salary.total_to_pay)));

  // Add a record: refused while the description is empty, with the message at the field.
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.addTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: t.category }).click();
  // A click on an option while the list is still opening can be lost on a busy machine: choose
  // until the list has closed.
  await expect(async () => {
    await page.getByRole('option', { name: t.speakingClubs, exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('radio', { name: t.other, exact: true }).check();
  await dialog.getByRole('textbox', { name: t.rate }).fill('350');
  await dialog.getByRole('textbox', { name: t.amount }).fill('0');
  await dialog.getByRole('radio', { name: t.hours, exact: true }).check();
  await dialog.getByRole('button', { name: t.add }).click();
  const description = dialog.getByRole('textbox', { name: t.description });
  await expect(description).toHaveAccessibleDescription(t.enterDescription);
  await expect(description).toBeFocused();
  await checkDialog(page);

  // The server refuses an amount of 0 and names the field; what was typed stays.
  const title = `Speaking club "Travel", ${language} ${width}`;
  await description.fill(title);
  await dialog.getByRole('button', { name: t.add }).click();
  const amount = dialog.getByRole('textbox', { name: t.amount });
  await expect(amount).toHaveAccessibleDescription(t.amountRange);
  await expect(description).toHaveValue(title);

  // Saved: the record is in its category, in progress, and the month counts it.
  await amount.fill(language === 'uk' ? '1,5' : '1.5');
  await dialog.getByRole('button', { name: t.add }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(t.added);
  const clubs = page.getByRole('region', { name: t.speakingClubs, exact: true });
  const added = clubs.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(added).toContainText(t.inProgress);
  const after = await api<Summary>(page, '/api/v1/statistics/summary');
  expect(after.data.records_count).toBe(current.data.records_count + 1);
  await checkPage(page);

  // The month's records as a CSV file: the header row, then a line per record, the new one among them.
  const csv = await downloadRecords(page, t, 'csv');
  expect(csv.name).toMatch(new RegExp(`^statistics-${current.data.month}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const text = await readFile(csv.path, 'utf8');
  expect(text.startsWith(`\uFEFF${t.csvHeader}\r\n`)).toBe(true);
  expect(text.match(/^\d{4}-\d{2}-\d{2},/gm)).toHaveLength(after.data.records_count);
  expect(text).toContain(`"${title.replaceAll('"', '""')}"`);
  // And as an Excel file.
  const xlsx = await downloadRecords(page, t, 'xlsx');
  expect(xlsx.name).toMatch(/^statistics-\d{4}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((await stat(xlsx.path)).size).toBeGreaterThan(0);

  // A verified record is locked: it says so and has no edit button.
  const verified = page
    .getByRole('listitem')
    .filter({ hasText: t.verified })
    .filter({ hasText: t.locked })
    .first();
  await expect(verified).toBeVisible();
  await expect(verified.getByRole('button')).toHaveCount(0);

  // Edit a record that needs revision: the manager's comment shows; saving puts it back in progress.
  const revision = page.getByRole('listitem').filter({ hasText: t.needRevision }).first();
  await expect(revision).toContainText(t.comment);
  const revisionTitle = (await revision.getByRole('heading').textContent()) ?? '';
  await revision.getByRole('button', { name: t.edit }).click();
  const editDialog = page.getByRole('dialog', { name: t.editTitle });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByRole('textbox', { name: t.description })).toHaveValue(revisionTitle);
  await checkDialog(page);
  await editDialog.getByRole('textbox', { name: t.amount }).fill('2');
  await editDialog.getByRole('button', { name: t.save }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(t.saved);
  const edited = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: revisionTitle, exact: true }) })
    .first();
  await expect(edited).toContainText(t.inProgress);
  await expect(edited).not.toContainText(t.comment);
  await checkPage(page);
});
