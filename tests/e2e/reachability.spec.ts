import { expect, type Page, test } from '@playwright/test';
import { signIn } from './sign-in-helpers';

/**
 * Issue 6 "done when": signed in as the demo student and the demo parent, every route of their
 * spaces is reached by following links from the menu (tabs and lists are real links), renders
 * and shows no error. The crawl starts at the menu, follows links inside the cabinet, opens at
 * most a few addresses of each route, and then checks that every route was among them.
 */

type Route = { name: string; pattern: RegExp };

const id = String.raw`\d+`;
const route = (name: string, source: string): Route => ({ name, pattern: new RegExp(`^${source}$`) });

const shared: Route[] = [
  route('/profile/certificates', '/profile/certificates'),
  route('/courses', '/courses'),
  route('/courses/:slug', '/courses/(adults|teenagers|kids)'),
  route('/courses/:slug/group/:groupId/general', `/courses/(adults|teenagers|kids)/group/${id}/general`),
];

const studentRoutes: Route[] = [
  ...shared,
  route('/student/clubs', '/student/clubs'),
  route('/student/clubs/upcoming', '/student/clubs/upcoming'),
  route('/student/clubs/archived', '/student/clubs/archived'),
  route('/student/groups', '/student/groups'),
  route('/student/groups/:id', `/student/groups/${id}`),
  route('/student/groups/schedule/:id', `/student/groups/schedule/${id}`),
  route('/student/groups/schedule/:id/lesson/:lessonId', `/student/groups/schedule/${id}/lesson/${id}`),
  route('/student/groups/summary/:id', `/student/groups/summary/${id}`),
  route('/student/groups/:id/assigned-tasks', `/student/groups/${id}/assigned-tasks`),
  route('/student/groups/:id/assigned-tasks/:taskId', `/student/groups/${id}/assigned-tasks/${id}`),
  route('/student/groups/:id/assigned-tasks/test/:taskId', `/student/groups/${id}/assigned-tasks/test/${id}`),
  route('/student/groups/:id/catch-up', `/student/groups/${id}/catch-up`),
  route('/student/individuals', '/student/individuals'),
  route('/student/individuals/:id/general', `/student/individuals/${id}/general`),
  route('/student/individuals/:id/schedule', `/student/individuals/${id}/schedule`),
  route('/student/individuals/:id/schedule/:lessonId', `/student/individuals/${id}/schedule/${id}`),
  route('/student/individuals/:id/assigned-tasks', `/student/individuals/${id}/assigned-tasks`),
  route(
    '/student/individuals/:id/assigned-tasks/task/:taskId',
    `/student/individuals/${id}/assigned-tasks/task/${id}`,
  ),
  route(
    '/student/individuals/:id/assigned-tasks/test/:testId',
    `/student/individuals/${id}/assigned-tasks/test/${id}`,
  ),
  route('/student/individuals/:id/certificate', `/student/individuals/${id}/certificate`),
];

const parentRoutes: Route[] = [
  ...shared,
  route('/parent/clubs', '/parent/clubs'),
  route('/parent/groups', '/parent/groups'),
  route('/parent/groups/:id/:studentId', `/parent/groups/${id}/${id}`),
  route('/parent/groups/schedule/:id/:studentId', `/parent/groups/schedule/${id}/${id}`),
  route(
    '/parent/groups/schedule/:id/:studentId/lesson/:lessonId',
    `/parent/groups/schedule/${id}/${id}/lesson/${id}`,
  ),
  route('/parent/groups/:id/:studentId/assigned-tasks', `/parent/groups/${id}/${id}/assigned-tasks`),
  route(
    '/parent/groups/:id/:studentId/assigned-tasks/:taskId',
    `/parent/groups/${id}/${id}/assigned-tasks/${id}`,
  ),
  route(
    '/parent/groups/:id/:studentId/assigned-tasks/test/:taskId',
    `/parent/groups/${id}/${id}/assigned-tasks/test/${id}`,
  ),
  route('/parent/groups/feedbacks/:id/:studentId', `/parent/groups/feedbacks/${id}/${id}`),
  route('/parent/groups/summary/:id/:studentId', `/parent/groups/summary/${id}/${id}`),
  route('/parent/individuals', '/parent/individuals'),
  route('/parent/individuals/:id/general', `/parent/individuals/${id}/general`),
  route('/parent/individuals/:id/schedule', `/parent/individuals/${id}/schedule`),
  route('/parent/individuals/:id/schedule/:lessonId', `/parent/individuals/${id}/schedule/${id}`),
  route('/parent/individuals/:id/assigned-tasks', `/parent/individuals/${id}/assigned-tasks`),
  route(
    '/parent/individuals/:id/assigned-tasks/task/:studentTaskId',
    `/parent/individuals/${id}/assigned-tasks/task/${id}`,
  ),
  route(
    '/parent/individuals/:id/assigned-tasks/test/:studentTestId',
    `/parent/individuals/${id}/assigned-tasks/test/${id}`,
  ),
  route('/parent/individuals/:id/certificate', `/parent/individuals/${id}/certificate`),
];

/** How many addresses of one route the crawl opens: enough to meet a task and a test, not every lesson. */
const VISITS_PER_ROUTE = 2;

const routeOf = (routes: Route[], path: string) => routes.find(({ pattern }) => pattern.test(path));

/** The cabinet links of the page (the menu and the content), as paths without their query. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [...new Set(hrefs)];
}

/** Waits for the page to settle: its title is shown and nothing is loading any more. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar', { name: 'Завантаження' })).toHaveCount(0, { timeout: 15_000 });
}

async function crawl(page: Page, routes: Route[]) {
  await page.goto('/profile');
  await settle(page);
  const queue = await linksOf(page);
  const seen = new Set<string>(queue);
  const visits = new Map<string, number>();
  const failures: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const target = routeOf(routes, path);
    if (!target) continue;
    const count = visits.get(target.name) ?? 0;
    if (count >= VISITS_PER_ROUTE) continue;
    visits.set(target.name, count + 1);
    await page.goto(path);
    const settled = await settle(page).then(
      () => true,
      () => false,
    );
    if (!settled) failures.push(`${path}: still loading`);
    const landed = new URL(page.url()).pathname;
    if (/^\/(404|error-404|profile)$/.test(landed) && landed !== path) failures.push(`${path} → ${landed}`);
    const errors = await page
      .getByRole('alert')
      .filter({ hasText: 'Не вдалося відкрити сторінку' })
      .allInnerTexts();
    if (errors.length > 0) failures.push(`${path}: ${errors.join(' | ')}`);
    for (const next of await linksOf(page)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  expect(failures, 'pages that failed').toEqual([]);
  const unreached = routes.filter(({ name }) => !visits.has(name)).map(({ name }) => name);
  expect(unreached, 'routes no link from the menu leads to').toEqual([]);
}

test.describe('every route of the student and the parent is reachable from the menu', () => {
  test.describe.configure({ timeout: 480_000 });

  test('the demo student', async ({ page }) => {
    await signIn(page, 'student@demo.school');
    await crawl(page, studentRoutes);
  });

  test('the demo parent', async ({ page }) => {
    await signIn(page, 'parent@demo.school');
    await crawl(page, parentRoutes);
  });
});
