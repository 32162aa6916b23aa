import { expectNoSeriousA11yViolations } from './axe';
import { desktopUk, expectNoSidewaysScroll, openFromMenu, signInAs, switchUser } from './cabinet-page';
import { expect, type Page, test } from './journey';

/**
 * The manager's employees: a deactivated employee loses the company's group and gets it back, with
 * their records, when restored; a new employee is added with a checked e-mail. axe on every page.
 */

test.describe.configure({ timeout: 240_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const EMPLOYEE = 'Андрій Бондар';

test('the manager deactivates an employee, who loses the group, and restores them with nothing lost', async ({
  page,
}) => {
  const { language, width } = desktopUk;
  // The employee's group, as they see it before.
  await signInAs(page, desktopUk, 'corp.student@demo.school');
  await expect(page.getByRole('navigation', { name: 'Меню' }).getByText(/Demo Corp/)).toBeVisible();
  await openFromMenu(page, language, width, 'Групи');
  await expect(page.getByRole('heading', { level: 1, name: 'Групи' })).toBeVisible();
  await checkPage(page);
  await page
    .getByRole('link', { name: /^CORP-BE-B1/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^CORP-BE-B1/ })).toBeVisible();
  const groupUrl = page.url();
  await page.getByRole('main').getByRole('link', { name: 'Розклад', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await checkPage(page);

  // The manager finds the employee and deactivates them.
  await switchUser(page, language, 'hr@demo.school');
  await openFromMenu(page, language, width, 'Студенти');
  await expect(page.getByRole('heading', { level: 1, name: 'Студенти' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('searchbox', { name: "Ім'я, e-mail або телефон" }).fill('corp.student');
  await page.getByRole('button', { name: 'Шукати' }).click();
  await expect(page.getByText('«corp.student»: 1 працівник')).toBeVisible();
  await page.getByRole('link', { name: EMPLOYEE }).click();
  await expect(page.getByRole('heading', { level: 1, name: EMPLOYEE })).toBeVisible();
  const attendance = await page
    .getByText(/^\d+ з \d+$/)
    .first()
    .textContent();
  await checkPage(page);
  await page.getByRole('button', { name: `Деактивувати: ${EMPLOYEE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Деактивувати студента?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Деактивувати' }).click();
  await expect(page.getByText(`${EMPLOYEE} тепер неактивний.`)).toBeVisible();
  await expect(page.getByText(/Цей працівник неактивний/)).toBeVisible();
  await checkPage(page);

  // The employee no longer reaches the group.
  await switchUser(page, language, 'corp.student@demo.school');
  await openFromMenu(page, language, width, 'Групи');
  await expect(page.getByRole('link', { name: /^CORP-BE-B1/ })).toHaveCount(0);
  await page.goto(groupUrl);
  await expect(page.getByRole('heading', { level: 1, name: /^CORP-BE-B1/ })).toHaveCount(0);
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();

  // Restored, with the group and the attendance as they were.
  await switchUser(page, language, 'hr@demo.school');
  await openFromMenu(page, language, width, 'Студенти');
  await page.getByRole('link', { name: 'Неактивних' }).click();
  await page.getByRole('link', { name: EMPLOYEE }).click();
  await page.getByRole('button', { name: `Відновити: ${EMPLOYEE}` }).click();
  await page
    .getByRole('dialog', { name: 'Відновити студента?' })
    .getByRole('button', { name: 'Відновити' })
    .click();
  await expect(page.getByText(`${EMPLOYEE} знову активний.`)).toBeVisible();
  await expect(page.getByText(attendance!).first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Тестування' }).click();
  await expect(page.getByRole('table', { name: 'Корпоративні тестування' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('main').getByRole('link', { name: 'Сертифікати', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await checkPage(page);

  await switchUser(page, language, 'corp.student@demo.school');
  await page.goto(groupUrl);
  await expect(page.getByRole('heading', { level: 1, name: /^CORP-BE-B1/ })).toBeVisible();
});

test('the manager adds an employee; a bad or taken e-mail is said under the field', async ({ page }) => {
  const { language, width } = desktopUk;
  await signInAs(page, desktopUk, 'hr@demo.school');
  await openFromMenu(page, language, width, 'Студенти');
  await page.getByRole('button', { name: 'Додати студента' }).click();
  const dialog = page.getByRole('dialog', { name: 'Додати студента' });
  await dialog.getByRole('textbox', { name: 'ПІБ' }).fill('Ольга Нова');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('olha.nova@democorp');
  await dialog.getByRole('button', { name: 'Додати' }).click();
  await expect(dialog.getByText('Будь ласка, введіть коректний e-mail')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('student@demo.school');
  await dialog.getByRole('button', { name: 'Додати' }).click();
  await expect(dialog.getByText('Цей e-mail уже зареєстровано в школі.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'ПІБ' })).toHaveValue('Ольга Нова');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('olha.nova@democorp.mock');
  await dialog.getByRole('button', { name: 'Додати' }).click();
  await expect(
    page.getByText('Ольга Нова додано. Пароль надіслано на olha.nova@democorp.mock.'),
  ).toBeVisible();
  await page.getByRole('searchbox').fill('olha.nova');
  await page.getByRole('button', { name: 'Шукати' }).click();
  await expect(page.getByRole('link', { name: 'Ольга Нова' })).toBeVisible();
  await checkPage(page);
});
