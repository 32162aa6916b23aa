import { expect, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { mockSchoolReady } from './cabinet-page';

test.describe('registration and recovery on the mock school', () => {
  test('a new e-mail registers, reads its password in the mock mailbox and lands on /login/success', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Електронна пошта').fill('olena.new@demo.school');
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await expect(
      page.getByText('Ми надіслали пароль на olena.new@demo.school. Введіть його нижче.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Пошта мок-школи' }).click();
    const letter = page.getByRole('list', { name: 'Пошта мок-школи' }).getByRole('listitem').first();
    await expect(letter).toContainText('olena.new@demo.school');
    const password = (await letter.locator('strong').textContent()) ?? '';
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*\d).{8,}$/);
    await page.getByRole('button', { name: 'Закрити' }).click();
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page).toHaveURL(/\/login\/success$/);
    await expect(page.getByRole('heading', { name: 'Вітаємо в кабінеті!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'До профілю' }).click();
    await expect(page.getByRole('main').getByText('olena.new@demo.school')).toBeVisible();
  });

  test('a forgotten password sends a reset link with a confirmation and a resend', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Електронна пошта').fill('student@demo.school');
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await page.getByRole('button', { name: 'Забули пароль?' }).click();
    await expect(
      page.getByText('Ми надіслали посилання для зміни пароля на student@demo.school.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Надіслати ще раз' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Пошта мок-школи' }).click();
    await expect(page.getByRole('list', { name: 'Пошта мок-школи' })).toContainText('Зміна пароля');
  });

  test("a teacher lands on the calendar after signing in (the teacher's landing page)", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Електронна пошта').fill('teacher@demo.school');
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await page.getByLabel('Пароль').fill('Demo1234');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page).toHaveURL(/\/teacher\/calendar$/);
  });

  test('/login-as with a bad token explains and offers the sign-in page', async ({ page }) => {
    await page.goto('/login-as?token=forged');
    await expect(page.getByText('Не вдалося увійти за цим посиланням')).toBeVisible();
    await expect(page.getByRole('link', { name: 'До входу' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('/login-as with a valid token opens the cabinet as that user', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Вхід до кабінету' })).toBeVisible();
    await mockSchoolReady(page);
    const token = await page.evaluate(async () => {
      const answer = await fetch('/api/v1/cabinet-auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'hr@demo.school', password: 'Demo1234', userAgent: 'support' }),
      });
      return ((await answer.json()) as { token: string }).token;
    });
    await page.goto(`/login-as?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByText('Наталія Шевчук')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Demo Corp');
  });
});
