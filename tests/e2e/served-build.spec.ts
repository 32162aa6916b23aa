import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page, type Response, chromium, expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';
import { type ServedBuild, serveProductionBuild } from './served-build-servers';
import { signIn } from './sign-in-helpers';

// The deployable cabinet: the production build (mocking off) on the cabinet's own server
// (apps/server), the mock school's HTTP server as the API behind it. Not the journeys' pinned
// clock: the school here is seeded around the machine's "now", as a real one would be.

/** Every header the served page must carry, with what its value must say. */
const PAGE_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /(^|;)\s*script-src 'self' 'sha256-[\w+/=]+'(;|$)/,
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\)/,
  'cache-control': /^no-cache$/,
};

// One build and one pair of servers for both tests.
test.describe.configure({ mode: 'serial' });

let served: ServedBuild;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  served = await serveProductionBuild();
});
test.afterAll(() => served?.stop());

/** What the browser reports against the page's policy, and any error a page throws. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const policyError =
      message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text());
    // A header the browser does not understand is said once per page, as a warning.
    const headerWarning = message.type() === 'warning' && /header/i.test(message.text());
    if (policyError || headerWarning) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const documents: Response[] = [];
  const assets: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'document') documents.push(response);
    else if (type === 'script' && new URL(response.url()).pathname.startsWith('/assets/'))
      assets.push(response);
  });
  return { problems, documents, assets };
}

/** How many users' answers the page keeps on the device (the offline cache's snapshots). */
async function keptAnswers(): Promise<number> {
  if (!(await indexedDB.databases()).some((database) => database.name === 'cabinet-offline')) return 0;
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('cabinet-offline');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const counting = opening.result.transaction('queries').objectStore('queries').count();
      counting.onsuccess = () => {
        opening.result.close();
        resolve(counting.result);
      };
      counting.onerror = () => reject(counting.error);
    };
  });
}

/** Follows the first entries of the side menu, as a person would, each to its page's heading. */
async function walkMenu(page: Page, entries: number) {
  const menu = page.getByRole('navigation', { name: 'Головне меню' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const links = menu.getByRole('link');
  const addresses = (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))).slice(
    0,
    entries,
  );
  expect(addresses.length).toBeGreaterThan(1);
  for (const address of addresses) {
    await menu.locator(`a[href="${address}"]`).click();
    // An entry may open its first tab (the clubs open the upcoming ones).
    await expect(page).toHaveURL(new RegExp(`${address}(/[\\w-]+)?$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  }
}

test.describe('the production build on the cabinet’s server', () => {
  test('serves the page fresh and the hashed files for a year, compressed; unknown files are 404', async ({
    request,
  }) => {
    const page = await request.get(`${served.url}/student/groups`);
    expect(page.status()).toBe(200);
    for (const [name, value] of Object.entries(PAGE_HEADERS))
      expect(page.headers()[name], name).toMatch(value);
    const policy = page.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    const asset = await request.get(`${served.url}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/);

    const worker = await request.get(`${served.url}/sw.js`);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(await worker.text()).toContain('precacheAndRoute');
    const manifest = await request.get(`${served.url}/manifest.webmanifest`);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');

    expect((await request.get(`${served.url}/assets/missing.js`)).status()).toBe(404);
    expect((await request.get(`${served.url}/csp.json`)).status()).toBe(404);
  });

  test('a student and a teacher sign in and walk their menus with no policy violation', async ({ page }) => {
    const seen = await watch(page);
    await page.goto(`${served.url}/login`);
    await signIn(page, 'student@demo.school');
    const cookies = await page.context().cookies();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.sameSite, cookie.name).toBe('Lax');
    await walkMenu(page, 5);

    await page.getByRole('banner').getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'teacher@demo.school');
    await walkMenu(page, 5);

    expect(seen.problems).toEqual([]);
    expect(seen.documents.length).toBeGreaterThan(0);
    for (const response of seen.documents) {
      for (const [name, value] of Object.entries(PAGE_HEADERS)) {
        expect(response.headers()[name], `${name} of ${response.url()}`).toMatch(value);
      }
    }
    expect(seen.assets.length).toBeGreaterThan(5);
    for (const response of seen.assets) {
      expect(response.headers()['cache-control'], response.url()).toContain('immutable');
    }
  });

  test('Chromium can install the cabinet, in the language it speaks; a return visit loads no script from the network; offline, a visited page reloads with its data', async () => {
    // A profile of its own: Chromium offers no installing in the tests' usual (incognito) contexts.
    const profile = mkdtempSync(path.join(tmpdir(), 'cabinet-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: [...chromiumArgs, '--headless=new'],
      // The English variant, on a phone.
      viewport: { width: 360, height: 740 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const seen = await watch(page);
      await page.goto(`${served.url}/login`);
      const browser = await context.newCDPSession(page);
      const manifest = async () => {
        const { url, data } = await browser.send('Page.getAppManifest');
        return { url: new URL(url).pathname, name: (JSON.parse(data ?? '{}') as { name?: string }).name };
      };
      const installable = async () =>
        (await browser.send('Page.getInstallabilityErrors')).installabilityErrors;
      await expect.poll(manifest).toEqual({ url: '/manifest.webmanifest', name: 'Кабінет мовної школи' });
      await expect.poll(installable).toEqual([]);

      await signIn(page, 'student@demo.school', { language: 'en' });
      await expect
        .poll(manifest)
        .toEqual({ url: '/manifest.en.webmanifest', name: 'Language school cabinet' });
      await expect.poll(installable).toEqual([]);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();

      // The worker precaches the app's files once the page has loaded; the next visit is its.
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (/\.m?js$/.test(new URL(response.url()).pathname)) scripts.push(response);
      });
      await page.reload();
      await expect(heading).toBeVisible();
      await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${served.url}/sw.js`,
      );
      expect(scripts.length).toBeGreaterThan(5);
      expect(scripts.filter((response) => !response.fromServiceWorker()).map((r) => r.url())).toEqual([]);

      // Offline, the visited page reloads from the worker with the answers kept on the device.
      // The profile the student lands on: the name and the calendar address are the school's answers.
      const fullName = page.getByRole('textbox', { name: 'Full name', exact: true });
      const feed = page.getByRole('textbox', { name: 'Calendar address' });
      // On the cabinet's own origin: the server tells the school where it was asked.
      await expect(feed).toHaveValue(new RegExp(`^${served.url}/api/v1/calendar/feed/[\\w-]+\\.ics`));
      const shown = { name: await fullName.inputValue(), feed: await feed.inputValue() };
      expect(shown.name).not.toBe('');
      await expect.poll(() => page.evaluate(keptAnswers)).toBeGreaterThan(0);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText(/^Offline — showing what was loaded at \d\d:\d\d$/)).toBeVisible();
      await expect(heading).toBeVisible();
      await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
      await expect(fullName).toHaveValue(shown.name);
      await expect(feed).toHaveValue(shown.feed);
      await context.setOffline(false);
      expect(seen.problems).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
