import { expect, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';

const DEMO_PASSWORD = 'Demo1234';

test.describe('sign-in on the mock school', () => {
  test('a visitor at / is sent through /profile to the sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Вхід до кабінету' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the e-mail is validated: required first, then the format; focus clears the error', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByLabel('Електронна пошта');
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await expect(page.getByText('Введіть електронну пошту', { exact: true })).toBeVisible();
    await email.fill('olena@');
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await expect(page.getByText('Введіть коректну електронну пошту')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await email.focus();
    await expect(page.getByText('Введіть коректну електронну пошту')).toBeHidden();
  });

  test('a demo student signs in, sees the profile from the mock, and logs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Електронна пошта').fill('student@demo.school');
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await expect(page.getByText('Введіть пароль до облікового запису student@demo.school.')).toBeVisible();
    const password = page.getByLabel('Пароль');
    await expect(password).toBeFocused();
    await password.fill('Wrong1234');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Неправильна пошта або пароль')).toBeVisible();
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Профіль' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Олена Коваль')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(page.getByRole('main').getByText('Олена Коваль')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a new e-mail is registered and asked for the password that was sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Електронна пошта').fill('new.student@demo.school');
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await expect(
      page.getByText('Ми надіслали пароль на new.student@demo.school. Введіть його нижче.'),
    ).toBeVisible();
  });

  test('after sign-in the user returns to the page they wanted', async ({ page }) => {
    await page.goto('/profile?tab=contacts');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Електронна пошта').fill('teacher@demo.school');
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=contacts$/);
  });

  test('the interface switches to English and remembers it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the cabinet' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to the cabinet' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your e-mail', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown path goes to /error-404', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the sign-in page fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Продовжити' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
