import { expect, test } from './journey';
import { signIn } from './sign-in-helpers';

/**
 * The menu each demo account sees: the menu entries whose pages are built so far.
 * (Every menu rule for every account is table-tested in apps/cabinet/src/app/menu/menu.test.ts.)
 */
const menus: [string, string[]][] = [
  [
    'student@demo.school',
    [
      'Групи',
      'Індивідуальні заняття',
      'Клуби',
      'Мій прогрес',
      'ВідеокурсиНове',
      'Сертифікати',
      'Вступне тестування',
      'Обрати курс',
      'Підтримка',
      'Подарунки та знижки партнерів',
    ],
  ],
  [
    'parent@demo.school',
    [
      'Групи',
      'Індивідуальні заняття',
      'Клуби',
      'Прогрес дітей',
      'ВідеокурсиНове',
      'Сертифікати',
      'Вступне тестування',
      'Обрати курс',
      'Підтримка',
      'Подарунки та знижки партнерів',
    ],
  ],
  [
    'teacher@demo.school',
    [
      'Групи',
      'Індивідуальні заняття',
      'Студенти',
      'Вступне тестування',
      'Календар',
      'Клуби',
      'Заміни',
      'Статистика',
      'Довідник викладача',
      'Сертифікати',
      'Підтримка',
      'Подарунки та знижки партнерів',
    ],
  ],
  [
    'visitor@demo.school',
    ['ВідеокурсиНове', 'Сертифікати', 'Вступне тестування', 'Обрати курс', 'Підтримка'],
  ],
  [
    'pretest@demo.school',
    ['Сертифікати', 'Вступне тестування', 'Підтримка', 'Подарунки та знижки партнерів'],
  ],
  [
    'tutor@demo.school',
    [
      'Групи TKT',
      'Групи TYLT',
      'Заміни',
      'Календар',
      'Довідник викладача',
      'Підтримка',
      'Подарунки та знижки партнерів',
    ],
  ],
];

for (const [email, entries] of menus) {
  test(`${email} sees exactly its menu`, async ({ page }) => {
    await signIn(page, email);
    const menu = page.getByRole('navigation', { name: 'Головне меню' });
    await expect(menu.getByRole('link')).toHaveText(entries);
  });
}

test('a menu entry navigates in place and is marked as the current page', async ({ page }) => {
  await signIn(page, 'student@demo.school');
  const menu = page.getByRole('navigation', { name: 'Головне меню' });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await menu.getByRole('link', { name: 'Підтримка' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(menu.getByRole('link', { name: 'Підтримка' })).toHaveAttribute('aria-current', 'page');
  // No full reload happened: the page's own state is still there.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a signed-in user at /login is sent to /profile; /404 is a page of its own', async ({ page }) => {
  await signIn(page, 'pretest@demo.school');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/404');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
});
