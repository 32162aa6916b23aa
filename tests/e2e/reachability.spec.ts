import { expectNoSeriousA11yViolations } from './axe';
import {
  desktopUk,
  expectNoSidewaysScroll,
  mockSchoolReady,
  phoneEn,
  signInAs,
  type Variant,
} from './cabinet-page';
import { demoAccounts } from './demo-routes';
import { expect, test } from './journey';
import { crawlRoutes } from './route-crawl';
import { SPEC_ROUTES_FILE, specRouteProblems } from './spec-routes';
import {
  expectHostileSchool,
  failingPass,
  setTrap,
  slowPass,
  unsafeMarkup,
  useHostileSchool,
  watchConsole,
} from './school-faults';

/**
 * The route crawl: signed in as each demo account of a built space (student, parent, teacher,
 * director of studies, placement-test taker, corporate student, manager and teacher, tutor,
 * trainee), every route of their spaces is reached by following links from the menu (tabs and
 * lists are real links), renders without an error, fits the screen and passes axe (WCAG 2.2 AA).
 * Each route is seen twice, in place: in Ukrainian on a 360 px phone (the longer texts on the
 * narrower screen) and in English at desktop width, switched as a person would (the screen turned,
 * the header's language picked). The journeys check the states beyond a page's first one.
 *
 * The crawl meets a misbehaving school (`school-faults.ts`), in the same signed-in page:
 *
 * - the crawl itself runs on the hostile school (HTML and script in every text): besides fitting
 *   the screen and passing axe, no page has run a script of the school's texts and no element
 *   carries an inline event handler;
 * - then every address the crawl opened is opened again with every call failing: the page's
 *   error, announced, with "Try again", inside the layout;
 * - then the first three routes that asked the school, with every call slow (8 s): their progress
 *   shows before any answer;
 * - throughout, no uncaught error and no console error but the failed calls' own network messages.
 *
 * The crawl (`route-crawl.ts`) starts at the menu, follows links inside the cabinet (in place, as
 * the router does), opens one address of each route of `demo-routes.ts` and then checks that every
 * route was among them. Those routes stand for the product document's list (`docs/routes.md`):
 * each of its routes reached by links is one of them, checked first.
 */

/** Where each route is seen: Ukrainian on a phone, English on a desktop (`cabinet-page.ts` sizes). */
const CRAWL_VARIANTS: readonly Variant[] = [
  { ...phoneEn, language: 'uk' },
  { ...desktopUk, language: 'en' },
];

test('the crawl walks every route of the product document', () => {
  // Each route of docs/routes.md marked "links" is one route the crawl below must reach; the
  // others name their journey.
  expect(specRouteProblems(demoAccounts), SPEC_ROUTES_FILE).toEqual([]);
});

test.describe('every route is reachable from the menu and accessible (uk at 360 px, en at 1280 px)', () => {
  test.describe.configure({ timeout: 600_000 });
  for (const { who, email, routes } of demoAccounts) {
    test(`${who}, with a hostile school, then a failing and a slow one`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.addInitScript(setTrap);
      await useHostileSchool(page);
      await signInAs(page, CRAWL_VARIANTS[0]!, email);
      await mockSchoolReady(page);
      await expectHostileSchool(page);
      const unsafe: string[] = [];
      const { failures, unreached, visited, last } = await crawlRoutes(
        page,
        CRAWL_VARIANTS,
        routes,
        async (path, variant) => {
          await expectNoSidewaysScroll(page);
          await expectNoSeriousA11yViolations(page);
          const found = await unsafeMarkup(page);
          if (found) unsafe.push(`${path} (${variant.language}): ${found}`);
        },
      );
      expect(failures, 'pages that failed').toEqual([]);
      expect(unreached, 'routes no link from the menu leads to').toEqual([]);
      expect.soft(unsafe, 'pages that ran the school’s script or carry its handlers').toEqual([]);
      const asking = await failingPass(page, last, [...visited.values()]);
      await slowPass(page, asking);
      expect(errors, 'errors in the console').toEqual([]);
    });
  }
});
