import { expect, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { mockSchoolReady } from './cabinet-page';
import { signIn } from './sign-in-helpers';

test.describe('the cabinet shell', () => {
  test('Google sign-in in mock mode offers the school accounts and lands by the seed rules', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Увійти через Google' }).click();
    await expect(page).toHaveURL(/\/login-google$/);
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('list', { name: 'Оберіть обліковий запис Google' })
      .getByRole('button', { name: /parent@demo\.school/ })
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByText('Ірина Мельник')).toBeVisible();
  });

  test('a student sees the built menu entries and the partners offers with the promo-code popup', async ({
    page,
  }) => {
    await signIn(page, 'student@demo.school');
    const menu = page.getByRole('navigation', { name: /меню/i });
    await expect(menu.getByRole('link', { name: 'Подарунки та знижки партнерів' })).toBeVisible();
    await menu.getByRole('link', { name: 'Подарунки та знижки партнерів' }).click();
    await expect(page).toHaveURL(/\/partners\/gifts-and-discounts$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Подарунки та знижки партнерів' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: /промокод/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('SCHOOL15');
    await expectNoSeriousA11yViolations(page);
  });

  test('/partners opens the gifts and discounts; a visitor with no space is sent to the profile', async ({
    page,
  }) => {
    await signIn(page, 'visitor@demo.school');
    await expect(
      page
        .getByRole('navigation', { name: /меню/i })
        .getByRole('link', { name: 'Подарунки та знижки партнерів' }),
    ).toHaveCount(0);
    await page.goto('/partners');
    await expect(page).toHaveURL(/\/profile$/);
    // Mock mode: the mock school's worker owns the scope; the build registers no worker of its own.
    const workers = await page.evaluate(async () => ({
      controller: navigator.serviceWorker.controller?.scriptURL,
      registered: (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL),
    }));
    expect(workers).toEqual({
      controller: expect.stringMatching(/\/mockServiceWorker\.js$/),
      registered: [workers.controller],
    });
  });

  test('the header shows the company for a corporate manager, and the menu works on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'hr@demo.school');
    await expect(page.getByRole('banner')).toContainText('Demo Corp');
    const toggle = page.getByRole('button', { name: 'Меню', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    // The open drawer is modal: the page behind it, toggle included, leaves the accessibility tree.
    const drawer = page.getByRole('dialog', { name: 'Головне меню' });
    await expect(drawer.getByRole('link', { name: 'Подарунки та знижки партнерів' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the live socket turns a server notification into a toast in the interface language', async ({
    page,
  }) => {
    await signIn(page, 'multi@demo.school');
    await expect(page.getByRole('main').getByText('Юлія Поліщук')).toBeVisible();
    // Another device changes the password; the server tells every open cabinet of this user.
    await mockSchoolReady(page);
    const status = await page.evaluate(async () => {
      const answer = await fetch('/api/v1/cabinet-change-password', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify({ password: 'Changed123' }),
      });
      return answer.status;
    });
    expect(status).toBe(200);
    await expect(page.getByText('Пароль змінено.')).toBeVisible();
  });
});
