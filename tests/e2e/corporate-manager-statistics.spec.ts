import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from './axe';
import { expectNoSidewaysScroll, openFromMenu, phoneEn, setScenario, signInAs } from './cabinet-page';
import { expect, type Locator, type Page, test } from './journey';

/**
 * The manager's payment statistics, in English on a 360 px phone: opened from the menu, the
 * balance and a month's payments, whose amounts add up to the month's total; the company's charts
 * (a summary that closes at the balance, a chart shown as a table); the period changed
 * in the address (fewer months, then a year, kept on reload); a failed load retried in place; the
 * colleagues. axe and the screen's width on every state; the charts in both colour themes.
 */

test.describe.configure({ timeout: 180_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** "UAH 12,200" (or "-UAH 300") as a number of hryvnias. */
const hryvnias = (text: string): number => {
  const amount = Number(/UAH\s?([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));
  return text.trim().startsWith('-') ? -amount : amount;
};

/** A fact's value (the `dd` after its `dt`) in a section. */
const fact = (scope: Locator, label: string | RegExp) =>
  scope.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

test('the manager reads the payments month by month, changes the period and sees the colleagues', async ({
  page,
}) => {
  const { language, width } = phoneEn;
  await signInAs(page, phoneEn, 'hr@demo.school');
  await openFromMenu(page, language, width, 'Payment statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment statistics' })).toBeVisible();
  await expect(page).toHaveURL(/\/corporate-manager\/statistics$/);
  const period = page.getByRole('navigation', { name: 'Period' });
  await expect(period.getByRole('link', { name: 'Last 6 months' })).toHaveAttribute('aria-current', 'page');

  // The balance today, and the month by month list: six months, the current one first.
  const balance = page.getByRole('region', { name: 'Balance' });
  const current = hryvnias(await fact(balance, 'Current balance').innerText());
  expect(current).toBeGreaterThan(0);
  const months = page.getByRole('list', { name: 'Payments, use and balance by month, newest first' });
  await expect(months.getByRole('listitem')).toHaveCount(6);
  await expect(months.getByRole('listitem').first()).toContainText('November 2026');

  // The company in charts, each described in words: the money chart closes at today's balance.
  const charts = page.getByRole('region', { name: 'The company in charts' });
  const money = charts.getByRole('img', { name: 'Money paid and used' });
  await expect(money).toHaveAccessibleDescription(
    new RegExp(
      `^In this period: UAH\\s[\\d,]+ paid, UAH\\s[\\d,]+ used; the most used in [A-Z][a-z]+ 2026: UAH\\s[\\d,]+\\. The balance now: UAH\\s${current.toLocaleString('en-GB')}\\.$`,
    ),
  );
  await expect(charts.getByRole('heading', { level: 3, name: 'Attendance by group' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  // A chart's numbers as a table instead (on a phone, a card per month).
  const tests = charts.getByRole('region', { name: 'Tests assigned and done' });
  await tests.getByRole('button', { name: 'As a table' }).click();
  await expect(tests.getByRole('button', { name: 'As a table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tests.getByRole('img')).toHaveCount(0);
  await expect(tests.getByText('Course tests done').first()).toBeVisible();
  await checkPage(page);

  // November's payments add up to the month's total; a course's lessons link to the course.
  const november = page.getByRole('region', { name: 'November 2026' });
  const payments = november.getByRole('list', { name: 'Payments in November 2026' }).getByRole('listitem');
  await expect(payments.first()).toBeVisible();
  const amounts = await Promise.all(
    (await payments.all()).map(async (payment) => hryvnias(await fact(payment, 'Amount').innerText())),
  );
  expect(amounts.length).toBeGreaterThan(1);
  const total = hryvnias(await fact(november, 'Total for the month').innerText());
  expect(total).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
  await expect(payments.filter({ hasText: 'Placement-test checks' }).first()).toContainText(
    /\d+ checks? × UAH/,
  );
  await expect(payments.filter({ hasText: 'Company account' })).toHaveCount(amounts.length);
  await expect(
    payments
      .filter({ hasText: 'Individual lessons' })
      .first()
      .getByRole('link', { name: /^IND-CORP-/ }),
  ).toHaveAttribute('href', /^\/corporate-manager\/individuals\/\d+$/);
  // The month's balance moves by what it paid and used, and closes at today's balance.
  await expect(fact(november, 'Balance')).toContainText(`UAH ${current.toLocaleString('en-GB')} at the end`);

  // Three months: fewer months, the same balance today.
  await period.getByRole('link', { name: 'Last 3 months' }).click();
  await expect(page).toHaveURL(/\?months=3$/);
  await expect(months.getByRole('listitem')).toHaveCount(3);
  await expect(period.getByRole('link', { name: 'Last 3 months' })).toHaveAttribute('aria-current', 'page');
  expect(hryvnias(await fact(balance, 'Current balance').innerText())).toBe(current);
  await checkPage(page);

  // The year, kept on reload.
  await period.getByRole('link', { name: 'Last 12 months' }).click();
  await expect(months.getByRole('listitem')).toHaveCount(12);
  await page.reload();
  await expect(page).toHaveURL(/\?months=12$/);
  await expect(months.getByRole('listitem')).toHaveCount(12);
  await expect(fact(balance, /^Balance on/)).toBeVisible();
  await checkPage(page);

  // A failed load shows the page's error with a retry, which loads it in place.
  await setScenario(page, { errorRate: 1 });
  await period.getByRole('link', { name: 'Last 6 months' }).click();
  const failed = page.getByRole('main').getByRole('alert').first();
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
  await checkPage(page);
  await setScenario(page, { errorRate: 0 });
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(months.getByRole('listitem')).toHaveCount(6);
  // The charts failed on their own, with their own retry, below the statement that works again.
  await charts.getByRole('button', { name: 'Try again' }).click();
  await expect(money).toBeVisible();

  // The colleagues: the company's other manager, with how to reach them.
  const colleagues = page.getByRole('region', { name: 'Colleagues' });
  const colleague = colleagues.getByRole('listitem').filter({ hasText: 'Oleksandr Petrenko' });
  await expect(colleague).toBeVisible();
  await expect(colleague.getByRole('link', { name: 'oleksandr.petrenko@democorp.mock' })).toHaveAttribute(
    'href',
    'mailto:oleksandr.petrenko@democorp.mock',
  );
  await expect(colleague.getByRole('link', { name: /^\+380/ })).toHaveAttribute('href', /^tel:\+380\d+$/);
  await expect(colleagues).not.toContainText('Nataliia Shevchuk');
  await checkPage(page);
});
