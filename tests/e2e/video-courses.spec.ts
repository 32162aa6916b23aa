import { expectNoSeriousA11yViolations } from './axe';
import { desktopUk, expectNoSidewaysScroll, phoneEn, signInAs, type Language } from './cabinet-page';
import { signIn } from './sign-in-helpers';
import { expect, type Page, test } from './journey';

/**
 * Video courses and subscriptions. A visitor with no space subscribes monthly with a promo code
 * (after a refused one), sees the first and the later payments apart, pays at checkout, watches a
 * video, leaves and comes back to the same moment, answers the tasks and gets Pass (Ukrainian,
 * desktop). The student cancels renewal and keeps access to the date shown (English, phone). A
 * parent whose renewal was cancelled meets refused promo codes and a payment provider that is down
 * (English, phone). A teacher who types the address goes to the profile. axe on every page visited.
 */

test.describe.configure({ timeout: 300_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const MENU_BUTTON: Record<Language, string> = { uk: 'Меню', en: 'Menu' };
const MENU_NAME: Record<Language, string> = { uk: 'Головне меню', en: 'Main menu' };

/** Opens the video courses from the menu (its entry carries the New badge). */
async function openVideoCourses(page: Page, language: Language, width: number) {
  const entry = new RegExp(`^${language === 'uk' ? 'Відеокурси' : 'Video courses'}`);
  if (width < 900) {
    await page.getByRole('button', { name: MENU_BUTTON[language], exact: true }).click();
    await page.getByRole('dialog', { name: MENU_NAME[language] }).getByRole('link', { name: entry }).click();
  } else {
    await page
      .getByRole('navigation', { name: MENU_NAME[language] })
      .getByRole('link', { name: entry })
      .click();
  }
  await expect(page).toHaveURL(/\/video-courses\/list$/);
}

/** The page's video element, by the name it is given for screen readers. */
const player = (page: Page, title: string) =>
  page.getByLabel(title, { exact: true }).and(page.locator('video'));

/** Waits for the video's length, then moves it to a second and pauses there (a pause saves it). */
async function stopAt(page: Page, title: string, seconds: number) {
  const video = player(page, title);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/position') && answer.ok());
  await video.evaluate(async (element: HTMLVideoElement, at) => {
    element.muted = true;
    element.currentTime = at;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.pause();
  }, seconds);
  await saved;
}

/**
 * Plays the video from its start to its end, at twice the speed: the school counts a video watched
 * from the seconds played (docs/rules-and-limits.md#video-progress), not from a skip to its end.
 */
async function watchToEnd(page: Page, title: string) {
  const video = player(page, title);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
  const watched = page.waitForResponse(
    async (answer) =>
      answer.url().endsWith('/position') &&
      answer.ok() &&
      ((await answer.json()) as { data: { watched: boolean } }).data.watched,
  );
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.currentTime > 0) {
      element.currentTime = 0;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    }
    element.playbackRate = 2;
    await element.play();
  });
  await watched;
}

/** Answers a video's task: the video's own topic and the course's level. */
async function answerTask(page: Page, topic: string, level: string, send: string) {
  const task = page
    .getByRole('form')
    .filter({ has: page.getByRole('heading', { name: /^Завдання$|^Task$/ }) });
  await task.getByRole('radio', { name: topic, exact: true }).check();
  await task.getByRole('radio', { name: level, exact: true }).check();
  await task.getByRole('button', { name: send }).click();
}

test('a visitor subscribes with a promo code, watches, comes back to the same moment and passes', async ({
  page,
}) => {
  const { language, width } = desktopUk;
  await signInAs(page, desktopUk, 'visitor@demo.school');
  await openVideoCourses(page, language, width);
  await expect(page.getByRole('heading', { level: 1, name: 'Відеокурси' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Present Perfect за 20 хвилин' })).toBeVisible();
  await checkPage(page);

  // The subscription: choose the monthly plan, a refused code, then one applied to the first payment.
  await page.getByRole('main').getByRole('link', { name: 'Підписка', exact: true }).click();
  await expect(page.getByText('У вас немає підписки.', { exact: false })).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Обрати план: 1 місяць' }).click();
  const form = page.getByRole('region', { name: 'Оформлення підписки' });
  const promo = form.getByRole('textbox', { name: 'Промокод' });
  await promo.fill('AUTUMN25');
  await form.getByRole('button', { name: 'Застосувати' }).click();
  await expect(form.getByText('Термін дії промокоду минув.')).toBeVisible();
  await expect(promo).toHaveValue('AUTUMN25');
  await promo.fill('welcome20');
  await form.getByRole('button', { name: 'Застосувати' }).click();
  await expect(form.getByText('Промокод WELCOME20 застосовано до першого платежу.')).toBeVisible();
  const payments = form.getByRole('region', { name: 'Платежі' });
  await expect(payments).toContainText('Перший платіж із промокодом WELCOME20');
  await expect(payments).toContainText(/312\sгрн \(замість 390\sгрн, −78\sгрн\)/);
  await expect(payments).toContainText(/390\sгрн щомісяця, з 24 грудня 2026/);
  await checkPage(page);

  // Checkout: the first payment, the later ones apart, the terms.
  await form.getByRole('button', { name: 'Перейти до оплати' }).click();
  await expect(page).toHaveURL(/\/checkout\?order=\d+$/);
  await expect(page.getByText(/Далі 390\sгрн щомісяця з 24 грудня 2026/)).toBeVisible();
  await checkPage(page);
  await page.getByRole('checkbox', { name: /Я приймаю/ }).check();
  await page.getByRole('button', { name: /^Оплатити 312/ }).click();
  await expect(page.getByText('Вашу підписку активовано.', { exact: false })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Повернутися до підписки' }).click();
  await expect(page.getByText(/Наступний платіж: 390\sгрн, 24 грудня 2026/)).toBeVisible();
  await checkPage(page);

  // A subscription-only course opens; the first video is left at 0:03.
  await page.getByRole('main').getByRole('link', { name: 'Усі курси', exact: true }).click();
  await page.getByRole('link', { name: 'Present Perfect за 20 хвилин' }).click();
  await expect(page.getByText('Відкрито за вашою підпискою.')).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Почати курс' }).click();
  const first = 'Коли вживати Present Perfect';
  await expect(player(page, first)).toBeVisible();
  await checkPage(page);
  await stopAt(page, first, 3);

  // Away and back: the video opens at the same moment.
  await page.getByRole('main').getByRole('link', { name: 'База знань', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Словник' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('main').getByRole('link', { name: 'Зміст', exact: true }).click();
  await expect(page.getByText('Відео відкривається з місця, де ви зупинилися: 0:03.')).toBeVisible();
  await expect
    .poll(() => player(page, first).evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)))
    .toBe(3);

  // Both videos watched and their tasks answered: Pass.
  await watchToEnd(page, first);
  await answerTask(page, first, 'B1', 'Перевірити відповіді');
  await expect(page.getByText('Правильно 2 з 2. Зараховується остання спроба.')).toBeVisible();
  await page.getByRole('link', { name: /^Наступне відео/ }).click();
  const second = 'Ever, never, already, yet';
  await watchToEnd(page, second);
  await answerTask(page, second, 'B1', 'Перевірити відповіді');
  await expect(page.getByText('Правильно 2 з 2.', { exact: false })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'До сертифіката' }).click();
  await expect(page.getByText('Pass', { exact: true })).toBeVisible();
  await expect(page.getByText('Правильних відповідей: 4 з 4 (100%). Pass — від 60%.')).toBeVisible();
  await checkPage(page);
});

test('the student cancels renewal and keeps access to the date shown', async ({ page }) => {
  const { language, width } = phoneEn;
  await signInAs(page, phoneEn, 'student@demo.school');
  await openVideoCourses(page, language, width);
  await checkPage(page);
  await page.getByRole('main').getByRole('link', { name: 'Subscription', exact: true }).click();
  const mine = page.getByRole('region', { name: 'Your subscription' });
  await expect(mine.getByText('Active', { exact: true })).toBeVisible();
  await expect(mine.getByText(/Renews on/)).toBeVisible();
  await expect(
    mine.getByText(/Paid until 3 December 2026\. Next payment: UAH\s390 on 4 December 2026\./),
  ).toBeVisible();
  await checkPage(page);

  await mine.getByRole('button', { name: 'Cancel renewal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel renewal?' });
  await expect(dialog).toContainText(/You keep access until 3 December 2026 inclusive/);
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(
    page.getByText(/Renewal cancelled\. You have access until 3 December 2026 inclusive\./),
  ).toBeVisible();
  await expect(mine.getByText('Renewal cancelled', { exact: true })).toBeVisible();
  await expect(mine.getByText(/Access until 3 December 2026/)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Cancel renewal' })).toHaveCount(0);
  await checkPage(page);

  // Access stays: a subscription-only course still plays.
  await page.getByRole('main').getByRole('link', { name: 'All courses', exact: true }).click();
  await page.getByRole('link', { name: 'Business e-mails' }).click();
  await expect(page.getByText('Open with your subscription.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Content', exact: true }).click();
  await expect(player(page, 'Openings and closings')).toBeVisible();
  await checkPage(page);
});

test('refused promo codes show their message, and payment down says to write by e-mail', async ({ page }) => {
  const { language, width } = phoneEn;
  await signInAs(page, phoneEn, 'parent@demo.school');
  await openVideoCourses(page, language, width);
  await page.getByRole('main').getByRole('link', { name: 'Subscription', exact: true }).click();
  await expect(page.getByText(/A plan you choose now starts the day after/)).toBeVisible();
  await page.getByRole('button', { name: 'Choose plan: 12 months' }).click();
  const form = page.getByRole('region', { name: 'Subscribe' });
  const promo = form.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('NOSUCHCODE');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByText('The promo code is incorrect.')).toBeVisible();
  await expect(promo).toHaveValue('NOSUCHCODE');
  await checkPage(page);
  await promo.fill('AUTUMN25');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByText('The promo code has expired.')).toBeVisible();
  await expect(form.getByRole('region', { name: 'Payments' })).toContainText(/First payment\s*UAH\s3,490/);

  // The provider is down: the checkout says so and names the school's e-mail.
  await page.evaluate(() =>
    localStorage.setItem('mockSchool.scenario', JSON.stringify({ paymentDown: true })),
  );
  await form.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?order=\d+$/);
  await page.reload();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/Online payment is temporarily unavailable/);
  await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await checkPage(page);
});

test('a teacher who types the address goes to the profile', async ({ page }) => {
  await signIn(page, 'teacher@demo.school');
  await page.goto('/video-courses/list/subscription');
  await expect(page).toHaveURL(/\/profile$/);
});

test('the trainee answers a begun course’s survey, refused until each question is answered', async ({
  page,
}) => {
  const { language, width } = desktopUk;
  await signInAs(page, desktopUk, 'trainee@demo.school');
  await openVideoCourses(page, language, width);
  await page.getByRole('main').getByRole('link', { name: 'Мої курси', exact: true }).click();
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await page.getByRole('main').getByRole('link', { name: 'Сертифікат', exact: true }).click();
  await page.getByRole('link', { name: 'Пройти опитування' }).click();
  await expect(page).toHaveURL(/\/video-courses\/\d+\/survey$/);
  await checkPage(page);
  await page.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByText('Оберіть відповідь.').first()).toBeVisible();
  await checkPage(page);
  await page.getByRole('radio', { name: '4' }).check();
  await page.getByRole('radio', { name: 'Так' }).check();
  await page.getByRole('textbox', { name: /Коментар/ }).fill('Корисні короткі відео.');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByText('Дякуємо! Вашу відповідь збережено.')).toBeVisible();
  await checkPage(page);
});
