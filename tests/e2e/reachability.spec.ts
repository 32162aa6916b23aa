import { expectNoSeriousA11yViolations } from './axe';
import { expectNoSidewaysScroll, variants, type Variant, signInAs } from './cabinet-page';
import { type Route, demoAccounts } from './demo-routes';
import { expect, type Page, test } from './journey';
import { crawlRoutes } from './route-crawl';

/**
 * The route crawl: signed in as each demo account of a built space (student, parent, teacher,
 * director of studies, placement-test taker, corporate student, manager and teacher), every
 * route of their spaces is reached by following links from the menu (tabs and lists are real
 * links), renders without an error, fits the screen and passes axe (WCAG 2.2 AA). It runs in both
 * variants (Ukrainian at desktop width, English on a 360 px phone), so every route is checked in
 * both languages and widths once; the journeys check the states beyond a page's first one.
 *
 * The crawl (`route-crawl.ts`) starts at the menu, follows links inside the cabinet (in place, as
 * the router does), opens one address of each route of `demo-routes.ts` and then checks that every
 * route was among them.
 */

async function crawl(page: Page, variant: Variant, email: string, routes: Route[]) {
  const { language, width, height } = variant;
  await signInAs(page, { language, width, height }, email);
  const { failures, unreached } = await crawlRoutes(page, variant, routes, async () => {
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
  expect(failures, 'pages that failed').toEqual([]);
  expect(unreached, 'routes no link from the menu leads to').toEqual([]);
}

for (const variant of variants) {
  test.describe(`every route is reachable from the menu and accessible (${variant.language}, ${variant.width} px)`, () => {
    test.describe.configure({ timeout: 600_000 });
    for (const { who, email, routes } of demoAccounts) {
      test(who, async ({ page }) => {
        await crawl(page, variant, email, routes);
      });
    }
  });
}
