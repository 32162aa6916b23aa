import { expect, test, type Page } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { setScenario } from './cabinet-page';
import { signIn } from './sign-in-helpers';

/**
 * The cabinet when the school misbehaves: with every call failing, a page keeps its header and
 * menu and shows one error, its own, with a retry; with every call slow, the header and the menu
 * stand at once and the page shows its loading state inside the layout.
 */

const texts = {
  uk: {
    menu: 'Головне меню',
    menuButton: 'Меню',
    failed: 'Не вдалося відкрити сторінку',
    retry: 'Спробувати ще раз',
    loading: 'Завантаження…',
  },
  en: {
    menu: 'Main menu',
    menuButton: 'Menu',
    failed: 'The page could not be opened',
    retry: 'Try again',
    loading: 'Loading…',
  },
} as const;

const journeys = [
  {
    who: 'a student, in Ukrainian on a desktop',
    email: 'student@demo.school',
    language: 'uk',
    width: 1280,
    height: 900,
    // Every other page is opened with every call failing by the route crawl (its error, its
    // retry, the layout and no other message: `school-faults.ts`), there without the retries' waits.
    pages: ['/student/groups', '/student/clubs/upcoming'],
  },
  {
    who: 'a teacher, in English on a phone',
    email: 'teacher@demo.school',
    language: 'en',
    width: 360,
    height: 740,
    pages: ['/teacher/groups', '/teacher/calendar'],
  },
] as const;

/** The header is there, and the menu: a side column on a desktop, behind the header's button on a phone. */
async function expectHeaderAndMenu(page: Page, t: (typeof texts)['uk' | 'en'], width: number) {
  await expect(page.getByRole('banner')).toBeVisible();
  if (width >= 900) {
    await expect(page.getByRole('navigation', { name: t.menu })).toBeVisible();
    return;
  }
  await page.getByRole('banner').getByRole('button', { name: t.menuButton, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: t.menu });
  await expect(drawer.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

// Each journey visits two pages, waiting out the retries of each.
test.describe.configure({ timeout: 120_000 });

/** Retries wait 0.5 s and 1.5 s: a message that would come late comes within this. */
const LATE_MESSAGE_MS = 3000;

for (const { who, email, language, width, height, pages } of journeys) {
  const t = texts[language];

  test(`every call failing: ${who} keeps the header and the menu and sees the page's own error with a retry, no toast`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, email);
    await page.evaluate((lang) => localStorage.setItem('appLanguage', lang), language);
    await setScenario(page, { errorRate: 1 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The page's error, or each section's where a page has lists of its own (a teacher's
      // substitutions: offered and requested), each with its retry.
      const errors = page.getByRole('main').getByRole('alert', { name: t.failed });
      const error = errors.first();
      await expect(error).toBeVisible({ timeout: 15_000 });
      await expect(error.getByRole('heading', { name: t.failed })).toBeVisible();
      await expect(error.getByRole('button', { name: t.retry })).toBeVisible();
      await expectHeaderAndMenu(page, t, width);
      // No toast comes beside the page's errors, neither at once nor after the retries.
      await page.waitForTimeout(LATE_MESSAGE_MS);
      await expect(page.getByRole('alert')).toHaveCount(await errors.count());
    }
    await expectNoSeriousA11yViolations(page);
    // The school is back: the retry loads the page in place.
    await setScenario(page, { errorRate: 0 });
    await page.getByRole('main').getByRole('button', { name: t.retry }).first().click();
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`every call slow: ${who} has the header and the menu at once and the page's progress inside`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, email);
    await page.evaluate((lang) => localStorage.setItem('appLanguage', lang), language);
    await setScenario(page, { latencyMs: 4000 });
    let userAnswered = false;
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/cabinet-user')) userAnswered = true;
    });
    for (const path of pages) {
      userAnswered = false;
      await page.goto(path, { waitUntil: 'commit' });
      const main = page.getByRole('main');
      await expect(page.getByRole('banner')).toBeVisible();
      if (width >= 900) await expect(page.getByRole('navigation', { name: t.menu })).toBeVisible();
      await expect(main.getByRole('progressbar', { name: t.loading }).first()).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      // All of it stood while the school was still being asked who the user is.
      expect(userAnswered).toBe(false);
      await expectHeaderAndMenu(page, t, width);
      await expect(main.getByRole('progressbar', { name: t.loading })).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });
}
