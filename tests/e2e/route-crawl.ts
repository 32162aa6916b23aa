import type { Variant } from './cabinet-page';
import { type Route, routeOf } from './demo-routes';
import { expect, type Page } from './journey';

/**
 * The route crawl: from the profile page, follows the cabinet's links (the menu, tabs and lists
 * are real links) in place, as the router does, and opens one address of each known route. The
 * specs that crawl add their own checks on each page.
 */

const texts = {
  uk: {
    loading: 'Завантаження',
    failed: 'Не вдалося відкрити сторінку',
    menu: 'Меню',
    mainMenu: 'Головне меню',
  },
  en: { loading: 'Loading', failed: 'The page could not be opened', menu: 'Menu', mainMenu: 'Main menu' },
} as const;

/** The cabinet links of the page (the menu and the content), as paths without their query. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [...new Set(hrefs)];
}

/**
 * The menu's links. On a phone the menu is a drawer, in the page only while open: it is opened
 * with the header's button, as a person would, read, and closed again.
 */
async function menuLinksOf(page: Page, { language }: Variant): Promise<string[]> {
  const button = page.getByRole('banner').getByRole('button', { name: texts[language].menu, exact: true });
  if (!(await button.isVisible())) return [];
  await button.click();
  const menu = page.getByRole('navigation', { name: texts[language].mainMenu });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return hrefs;
}

/**
 * Moves to a path inside the cabinet as its links do: in place, through the router, without
 * loading the app again; then waits until the page's content has changed.
 */
export async function moveTo(page: Page, path: string) {
  // The page already there (the crawl starts at the profile) is not opened again.
  if (new URL(page.url()).pathname === path) return;
  const main = page.getByRole('main');
  const before = await main.innerHTML();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The layout marks the page place busy while the router loads the next page's code and data;
  // on a busy machine that can take longer than the content check below waits.
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  // A route that shows what the last one showed (a redirect to it) changes nothing: go on. The
  // content mostly changes within a few tens of milliseconds, so it is looked at that often.
  await expect
    .poll(() => main.innerHTML(), { timeout: 5_000, intervals: [25, 50, 100] })
    .not.toBe(before)
    .catch(() => undefined);
}

/** Waits for the page to settle: the router is done, its title is shown and nothing is loading. */
async function settle(page: Page, { language }: Variant) {
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: texts[language].loading })).toHaveCount(0);
}

/**
 * Puts the page in the variant where it stands, as a person would: the screen turned to its size,
 * and the language picked with the header's switcher (the page stays, in place).
 */
async function switchTo(page: Page, { language, width, height }: Variant) {
  await page.setViewportSize({ width, height });
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === language) return;
  await page.getByRole('banner').locator(`button[lang="${language}"]`).click();
  await expect(html).toHaveAttribute('lang', language);
}

export type Crawled = {
  /** Each route reached, by its name, with the address the crawl opened for it. */
  visited: Map<string, string>;
  /** Pages that kept loading, landed elsewhere or showed an error. */
  failures: string[];
  /** The routes no link from the menu led to. */
  unreached: string[];
  /** The variant the page is left in. */
  last: Variant;
};

/**
 * Crawls the routes of a signed-in account: each route's first address found is opened, then
 * seen in every variant in turn, switched in place (the screen's size, the header's language),
 * where it settles and is checked by `check` (which may assert); then its links are followed. The
 * variants are taken in turns (the next route starts in the variant the last one ended in), so a
 * route costs one switch per variant after the first.
 */
export async function crawlRoutes(
  page: Page,
  variants: readonly Variant[],
  routes: Route[],
  check: (path: string, variant: Variant) => Promise<void>,
): Promise<Crawled> {
  let current = 0;
  await switchTo(page, variants[current]!);
  await page.goto('/profile');
  await settle(page, variants[current]!);
  const queue = [...new Set([...(await menuLinksOf(page, variants[current]!)), ...(await linksOf(page))])];
  const seen = new Set<string>(queue);
  const visited = new Map<string, string>();
  const failures: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const target = routeOf(routes, path);
    if (!target || visited.has(target.name)) continue;
    visited.set(target.name, path);
    await moveTo(page, path);
    const landed = new URL(page.url()).pathname;
    if (/^\/(404|error-404|profile)$/.test(landed) && landed !== path) failures.push(`${path} → ${landed}`);
    for (const turn of variants.keys()) {
      if (turn > 0) {
        current = (current + 1) % variants.length;
        await switchTo(page, variants[current]!);
      }
      const variant = variants[current]!;
      const where = `${path} (${variant.language}, ${variant.width} px)`;
      const settled = await settle(page, variant).then(
        () => true,
        () => false,
      );
      if (!settled) failures.push(`${where}: still loading`);
      const errors = await page
        .getByRole('alert')
        .filter({ hasText: texts[variant.language].failed })
        .allInnerTexts();
      if (errors.length > 0) failures.push(`${where}: ${errors.join(' | ')}`);
      await check(path, variant);
    }
    for (const next of await linksOf(page)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  const unreached = routes.filter(({ name }) => !visited.has(name)).map(({ name }) => name);
  return { visited, failures, unreached, last: variants[current]! };
}
