import { createMockServer } from '@cabinet/api/mock/node';
import { startPretest, startPretestPart } from '@cabinet/api/pretests';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { watchArrivals } from '../../shared/arrival';
import { paths } from '../../shared/paths';
import { renderRoutes, signInAs, startMockSchool } from '../../testing/mock-school';
import {
  PlacementTestPartPage,
  PlacementTestResultPage,
  PlacementTestStartPage,
} from '../../features/placement-tests/flow/PlacementTestPages';
import { entryTestFlow } from './entry-test-flow';

/**
 * The entry test's page guards (docs/rules-and-limits.md#placement-tests): a part's start page
 * arrived at from the same part's test page, and a part's test page arrived at from the result,
 * lead to the general result.
 */
startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('placementTests'));

let stop = () => {};
afterEach(() => stop());

const SLUG = 'general-english';
const start = (part: string) => paths.placementTestStart.to(SLUG, 1, part);
const test = (part: string) => paths.placementTestPart.to(SLUG, 1, part);

/** The demo taker begins the adults' test and its grammar part; the pages open at `route`. */
async function openAt(route: string) {
  await signInAs('pretest@demo.school');
  const attempt = (await startPretest(SLUG, { variant_id: 1 })).data;
  await startPretestPart(attempt.id, 'grammar');
  const router = renderRoutes(
    [
      { path: paths.placementTestStart.path, element: <PlacementTestStartPage flow={entryTestFlow} /> },
      { path: paths.placementTestPart.path, element: <PlacementTestPartPage flow={entryTestFlow} /> },
      { path: paths.placementTestResult.path, element: <h1>The result</h1> },
      {
        path: `${paths.placementTestResult.path}/shown`,
        element: <PlacementTestResultPage flow={entryTestFlow} />,
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      { path: paths.notFound.path, element: <h1>Not found</h1> },
    ],
    route,
  );
  stop = watchArrivals(router);
  const go = (to: string | number) => act(() => router.navigate(to as string));
  return { router, go, id: attempt.id, result: paths.placementTestResult.to(attempt.id, 'general') };
}

const grammarQuestions = () => screen.findAllByRole('group', { name: /^Запитання \d+ з \d+/ });

describe('the entry test’s page guards', () => {
  it('goes back from a part’s test page to the general result, not to the part’s start page', async () => {
    const { router, go, result } = await openAt(start('grammar'));
    expect(await screen.findByRole('heading', { name: 'Граматика й лексика: початок' })).toBeVisible();
    await go(test('grammar'));
    expect((await grammarQuestions()).length).toBeGreaterThan(0);
    await go(-1);
    expect(await screen.findByRole('heading', { name: 'The result' })).toBeVisible();
    expect(router.state.location.pathname).toBe(result);
  });

  it('leads from a part’s test page by a link to its start page to the general result as well', async () => {
    const { router, go, result } = await openAt(test('grammar'));
    expect((await grammarQuestions()).length).toBeGreaterThan(0);
    await go(start('grammar'));
    await waitFor(() => expect(router.state.location.pathname).toBe(result));
  });

  it('shows a part’s start page arrived at from anywhere else, or from another part’s test page', async () => {
    const { router, go } = await openAt('/elsewhere');
    await go(start('grammar'));
    expect(await screen.findByRole('heading', { name: 'Граматика й лексика: початок' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Продовжити частину' })).toBeVisible();
    await go(test('grammar'));
    await grammarQuestions();
    await go(start('reading'));
    expect(await screen.findByRole('heading', { name: 'Читання: початок' })).toBeVisible();
    expect(router.state.location.pathname).toBe(start('reading'));
  });

  it('leads from the result to the writing test (and any part’s test) on to the general result', async () => {
    const { router, go, result } = await openAt(paths.placementTestResult.to(1, 'writing'));
    await go(test('writing'));
    await waitFor(() => expect(router.state.location.pathname).toBe(result));
    expect(await screen.findByRole('heading', { name: 'The result' })).toBeVisible();
    await go(test('grammar'));
    await waitFor(() => expect(router.state.location.pathname).toBe(result));
  });
});

describe('the entry result on the shared result page', () => {
  it('shows the taker’s result with the way back into the part begun; a section it does not have is not found', async () => {
    const { router, go, id } = await openAt('/elsewhere');
    await go(`${paths.placementTestResult.to(id, 'general')}/shown`);
    expect(await screen.findByRole('heading', { level: 1, name: /^Результат:/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вступний тест' })).toHaveAttribute(
      'href',
      paths.placementTests.to(),
    );
    expect(screen.getByRole('link', { name: 'Продовжити: Граматика й лексика' })).toHaveAttribute(
      'href',
      start('grammar'),
    );
    await go(`${paths.placementTestResult.to(id, 'certificate')}/shown`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.notFound.to()));
  });
});
