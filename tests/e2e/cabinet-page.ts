import { expect, type Page } from '@playwright/test';
import { signIn } from './sign-in-helpers';

/** What the end-to-end journeys share: the language, the menu, the page's width, the mock school's API. */

export type Language = 'uk' | 'en';

/**
 * The two ways the cabinet is met: in Ukrainian at desktop width and in English on a 360 px phone.
 * Each journey runs once, in one of them, and the spec files alternate them, so both languages and
 * both widths are walked; the route crawl visits every route in both, with axe.
 */
export type Variant = { readonly language: Language; readonly width: number; readonly height: number };
export const variants: readonly [Variant, Variant] = [
  { language: 'uk', width: 1280, height: 900 },
  { language: 'en', width: 360, height: 740 },
];
export const [desktopUk, phoneEn] = variants;

const MENU: Record<Language, { name: string; button: string; logout: string }> = {
  uk: { name: 'Головне меню', button: 'Меню', logout: 'Вийти' },
  en: { name: 'Main menu', button: 'Menu', logout: 'Log out' },
};

/**
 * Switches the interface to the language, as the stored choice does. The app renders once the
 * mock school answers in the page: only then are calls to it served.
 */
export async function switchLanguage(page: Page, language: Language) {
  if (language === 'uk') return;
  await page.evaluate(() => localStorage.setItem('appLanguage', 'en'));
  await page.reload();
  // A reload on a busy machine fetches the page's chunks again: give it more than the default wait.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 20_000 });
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
}

/**
 * Opens the cabinet as a person does in one variant: the screen's size, the language picked on the
 * sign-in page, signing in.
 */
export async function signInAs(page: Page, { language, width, height }: Variant, email: string) {
  await page.setViewportSize({ width, height });
  await signIn(page, email, { language });
}

/**
 * Logs out from the header and signs in as someone else on the sign-in page it leads to, which
 * keeps the language.
 */
export async function switchUser(page: Page, language: Language, email: string) {
  await page.getByRole('banner').getByRole('button', { name: MENU[language].logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signIn(page, email, { language });
}

/** Follows a menu entry, as a person would: in the drawer on a phone, in the side menu on a desktop. */
export async function openFromMenu(page: Page, language: Language, width: number, entry: string) {
  const menu = MENU[language];
  if (width < 900) {
    await page.getByRole('button', { name: menu.button, exact: true }).click();
    await page
      .getByRole('dialog', { name: menu.name })
      .getByRole('link', { name: entry, exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: menu.name })
      .getByRole('link', { name: entry, exact: true })
      .click();
  }
}

/** Nothing is wider than the screen (360 px phones included). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The mock school starts in the page after the first paint; the cabinet's own calls wait for it,
 * and so must a script that asks it directly.
 */
export const mockSchoolReady = (page: Page) =>
  page.locator('html[data-mock-school="ready"]').waitFor({ state: 'attached' });

/** A call to the mock school in the page, with the page's session or with another token. */
export async function api<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  await mockSchoolReady(page);
  return page.evaluate(
    async ({ path, init }) => {
      const answer = await fetch(path, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${init.token ?? localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return (await answer.json()) as T;
    },
    { path, init },
  ) as Promise<T>;
}

/** On a parent's list, chooses the child in the switcher (shown when the parent follows several). */
export async function pickChild(page: Page, language: Language, child: string) {
  const switcher = page.getByRole('navigation', {
    name: language === 'en' ? 'Child' : 'Дитина',
    exact: true,
  });
  // The demo parent follows two children, so the list always offers the switcher. Waiting for it
  // (not for any h1, which may still be the previous page's while the list loads) also waits for a
  // phone's menu drawer to close.
  await expect(switcher).toBeVisible({ timeout: 15_000 });
  await switcher.getByRole('link', { name: child, exact: true }).click();
  await expect(switcher.getByRole('link', { name: child, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

/**
 * "Now" as the page sees it, in milliseconds: the journeys pin the browser's clock (see
 * `journey.ts`), so the test's own clock is not the school's.
 */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

export type Scenario = {
  errorRate?: number;
  latencyMs?: number;
  offline?: boolean;
  hostile?: boolean;
  /** The seconds a failed call asks the app to wait before asking again (null: it does not say). */
  retryAfterSeconds?: number | null;
};

/** Changes how the mock school misbehaves, as the mock panel does (kept for the next pages). */
export async function setScenario(page: Page, change: Scenario) {
  await mockSchoolReady(page);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/__mock/scenario', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    change,
  );
  expect(status).toBe(200);
}
