import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';
import { expect, test } from './journey';

/**
 * The manager's bulk tools, in English on a phone: a file of 20 employees with 3 bad rows is
 * checked row by row, the 17 good ones are added; two of them are deactivated at once and the
 * action is undone; the list, searched, downloads as CSV and as Excel with every row it found.
 * axe on the list and on each dialog.
 */

/** Downloads the employees on screen in a format: the file's name and path. */
async function downloadEmployees(page: Page, format: 'CSV file (.csv)' | 'Excel file (.xlsx)') {
  await page.getByRole('button', { name: /^Download: Students/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const file = await download;
  return { name: file.suggestedFilename(), path: await file.path() };
}

test.describe.configure({ timeout: 240_000 });

/** 20 rows: row 4 is no address, row 9 repeats row 2's e-mail, row 15 is registered at the school. */
function staffCsv(): Buffer {
  const rows = Array.from({ length: 20 }, (_, index) => {
    const n = index + 1;
    const email =
      n === 4
        ? 'no-at-sign'
        : n === 9
          ? 'bulk2@bulk.mock'
          : n === 15
            ? 'student@demo.school'
            : `bulk${n}@bulk.mock`;
    return `Bulk Employee ${String(n).padStart(2, '0')},${email},+380 50 000 00 ${String(n).padStart(2, '0')}`;
  });
  return Buffer.from(`\uFEFFName,E-mail,Phone\r\n${rows.join('\r\n')}\r\n`, 'utf8');
}

test('the manager imports 17 of 20 rows, then deactivates two at once and undoes it', async ({ page }) => {
  const { language, width } = phoneEn;
  await signInAs(page, phoneEn, 'hr@demo.school');
  await openFromMenu(page, language, width, 'Students');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();

  // The file is checked row by row; nothing is added before the manager confirms.
  await page.getByRole('button', { name: 'Import from a file' }).click();
  const importing = page.getByRole('dialog', { name: 'Import employees from a file' });
  await expect(importing.getByRole('button', { name: 'Download a template (CSV)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await importing
    .getByLabel('File of employees (CSV or Excel)')
    .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: staffCsv() });
  await expect(
    importing.getByText('3 rows have errors and will be left out.', { exact: false }),
  ).toBeVisible();
  await expect(importing.getByText('E-mail: not a valid e-mail')).toBeVisible();
  await expect(importing.getByText('E-mail: already on an earlier row of the file')).toBeVisible();
  await expect(importing.getByText('E-mail: already registered at the school')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await importing.getByRole('button', { name: 'Add 17 employees' }).click();
  await expect(importing.getByText(/17 employees added/)).toBeVisible();
  await importing.getByRole('button', { name: 'Close' }).click();

  // The list has them.
  await page.getByRole('searchbox', { name: 'Name, e-mail or phone' }).fill('@bulk.mock');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('“@bulk.mock”: 17 employees')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Downloaded with the search applied: the 17, in both formats.
  const csv = await downloadEmployees(page, 'CSV file (.csv)');
  expect(csv.name).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(csv.path, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Name (English),E-mail,Phone,Active');
  expect(lines).toHaveLength(18);
  expect(lines.filter((line) => line.includes('@bulk.mock,'))).toHaveLength(17);
  const xlsx = await downloadEmployees(page, 'Excel file (.xlsx)');
  expect(xlsx.name).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(readFileSync(xlsx.path).subarray(0, 2).toString()).toBe('PK');

  // Two of them deactivated at once, after a preview.
  await page.getByRole('checkbox', { name: 'Choose Bulk Employee 01' }).check();
  await page.getByRole('checkbox', { name: 'Choose Bulk Employee 02' }).check();
  const bar = page.getByRole('region', { name: 'Actions on the chosen employees' });
  await expect(bar.getByText('2 employees chosen')).toBeVisible();
  await bar.getByRole('button', { name: 'Deactivate' }).click();
  const preview = page.getByRole('dialog', { name: 'Deactivate the chosen employees?' });
  await expect(preview.getByText(/2 employees become inactive/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await preview.getByRole('button', { name: 'Deactivate 2' }).click();
  await expect(page.getByText(/2 employees deactivated\. You can undo it until \d\d:\d\d\./)).toBeVisible();
  await page.getByRole('link', { name: 'Inactive' }).click();
  await expect(page.getByText('“@bulk.mock”: 2 employees')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Undone: both are active again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone: 2 employees are active again.')).toBeVisible();
  await expect(page.getByText('Nobody matches “@bulk.mock”.', { exact: false })).toBeVisible();
});
