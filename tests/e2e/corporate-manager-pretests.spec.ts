import { expectNoSeriousA11yViolations } from './axe';
import { desktopUk, expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';
import { expect, type Locator, type Page, test } from './journey';

/**
 * The corporate manager's placement tests, in Ukrainian at desktop width: the prepaid checks, the
 * employees' table with its search and pages, assigning the test within the balance and the
 * refusal beyond it, an employee's corporate result with its certificate, and who took an entry
 * test with one of their results. axe and no sideways scroll on every page visited.
 */

test.describe.configure({ timeout: 300_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** The value of a labelled fact (a term and its definition). */
const fact = (scope: Locator, label: string) =>
  scope.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a manager sees the checks, assigns the test within them and reads the results', async ({ page }) => {
  const { language, width } = desktopUk;
  await signInAs(page, desktopUk, 'hr@demo.school');
  await openFromMenu(page, language, width, 'Тестування');
  await expect(page.getByRole('heading', { level: 1, name: 'Тестування' })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Передплачені перевірки' });
  await expect(fact(balance, 'Придбано')).toHaveText('8');
  await expect(fact(balance, 'Використано')).toHaveText('4');
  await expect(fact(balance, 'Залишилося')).toHaveText('4');
  await checkPage(page);

  // The employees' table, searched (the search stays in the address) and paged.
  await page.getByRole('link', { name: 'Працівники й тести' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Працівники й тести' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '25 працівників' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('searchbox', { name: "Ім'я, e-mail або телефон" }).fill('democorp');
  await page.getByRole('button', { name: 'Шукати' }).click();
  await expect(page).toHaveURL(/search=democorp/);
  await expect(page.getByText('За запитом «democorp» знайдено 24 працівників')).toBeVisible();
  const table = page.getByRole('table', { name: 'Працівники та їхні корпоративні тести рівня' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await page.getByRole('link', { name: 'Наступна сторінка' }).click();
  await expect(page).toHaveURL(/search=democorp&page=2/);
  await expect(table.getByRole('row')).toHaveCount(5);
  await checkPage(page);
  await page.getByRole('link', { name: 'Попередня сторінка' }).click();
  await expect(table.getByRole('row')).toHaveCount(21);

  // Two employees get the test: the balance drops by two.
  const free = table.getByRole('row').filter({ hasText: 'Не призначено' });
  const firstTwo = [free.nth(0), free.nth(1)];
  const names = await Promise.all(firstTwo.map((row) => row.getByRole('rowheader').innerText()));
  for (const row of firstTwo) await row.getByRole('checkbox').check();
  const panel = page.getByRole('region', { name: 'Призначення тесту' });
  await expect(panel.getByRole('status')).toHaveText('Обрано 2 працівників; перевірок залишилося: 4.');
  await panel.getByRole('button', { name: 'Призначити тест' }).click();
  const dialog = page.getByRole('dialog', { name: 'Призначити тест рівня?' });
  await expect(dialog).toBeVisible();
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Призначити' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Тест призначено 2 працівникам. Перевірок залишилося: 2.',
  );
  for (const name of names) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row).toContainText('Очікує початку');
  }
  await checkPage(page);

  // Three more than the two checks left: the school refuses and the choice stays.
  const more = [free.nth(0), free.nth(1), free.nth(2)];
  for (const row of more) await row.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Призначити тест' }).click();
  await dialog.getByRole('button', { name: 'Призначити' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Недостатньо передплачених перевірок: оберіть менше студентів або докупіть.',
  );
  for (const row of more) await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(panel.getByRole('status')).toHaveText('Обрано 3 працівників; перевірок залишилося: 2.');
  await checkPage(page);

  // The demo employee's finished test: its result and certificate.
  await page.getByRole('button', { name: 'Очистити пошук' }).click();
  await page.getByRole('searchbox', { name: "Ім'я, e-mail або телефон" }).fill('corp.student');
  await page.getByRole('button', { name: 'Шукати' }).click();
  const employee = table.getByRole('row').filter({ hasText: 'corp.student@demo.school' });
  await expect(employee).toContainText('Очікує початку');
  await employee.getByRole('link', { name: /^Результат: / }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Результат: / })).toBeVisible();
  await expect(page.getByText(/^Рівень: [ABC][12]$/)).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Сертифікат', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Сертифікат рівня англійської' })).toBeVisible();
  await checkPage(page);

  // Who took an entry test, and one of their results.
  await page
    .getByRole('navigation', { name: 'Навігаційний ланцюжок' })
    .getByRole('link', { name: 'Тестування' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Тестування' })).toBeVisible();
  const adults = page.getByRole('listitem').filter({ hasText: 'Загальна англійська для дорослих' });
  await expect(adults).toContainText('Пройшов 1 працівник');
  await adults.getByRole('link', { name: 'Хто пройшов' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Хто пройшов: Загальна англійська для дорослих' }),
  ).toBeVisible();
  await checkPage(page);
  const taker = page.getByRole('table', { name: 'Працівники, які пройшли тест' }).getByRole('row').nth(1);
  const takerName = await taker.getByRole('rowheader').innerText();
  await taker.getByRole('link', { name: new RegExp(`^Результат: ${takerName}, [ABC][12]$`) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${takerName}: Загальна англійська для дорослих` }),
  ).toBeVisible();
  await expect(page.getByText(/^Рівень: [ABC][12]$/)).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Граматика', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Граматика', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await checkPage(page);
});

test('on a phone, in English, the table becomes cards and an entry result opens from its takers', async ({
  page,
}) => {
  const { language, width } = phoneEn;
  await signInAs(page, phoneEn, 'hr@demo.school');
  await openFromMenu(page, language, width, 'Placement tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement tests' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Employees and tests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employees and tests' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '25 employees' })).toBeVisible();
  await page
    .getByRole('checkbox', { name: /^Choose /, disabled: false })
    .first()
    .check();
  await expect(page.getByRole('region', { name: 'Assigning the test' }).getByRole('status')).toHaveText(
    '1 employee chosen; checks left: 4.',
  );
  await checkPage(page);

  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Placement tests' })
    .click();
  const adults = page.getByRole('listitem').filter({ hasText: 'General English for adults' });
  await adults.getByRole('link', { name: 'Who took it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Who took it: / })).toBeVisible();
  await checkPage(page);
  await page
    .getByRole('link', { name: /^Result of / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /: General English for adults$/ })).toBeVisible();
  await expect(page.getByText(/^Level: [ABC][12]$/)).toBeVisible();
  await checkPage(page);
});
