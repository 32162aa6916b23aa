import { createMockServer } from '@cabinet/api/mock/node';
import { listPaidPretests } from '@cabinet/api/paid-pretests';
import {
  choosePretestTopic,
  savePretestWriting,
  startPretestPart,
  submitPretestPart,
} from '@cabinet/api/pretests';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../../i18n';
import { watchArrivals } from '../../../shared/arrival';
import { paths } from '../../../shared/paths';
import { renderRoutes, signInAs, startMockSchool } from '../../../testing/mock-school';
import {
  PlacementTestPartPage,
  PlacementTestResultPage,
  PlacementTestStartPage,
} from '../../../features/placement-tests/flow/PlacementTestPages';
import { corporateTestFlow } from './corporate-test-flow';

/**
 * The corporate test on the placement test's one set of pages (docs/rules-and-limits.md#placement-tests): the guards of the way
 * back to the general result, and a writing over 250 words the school does not take.
 */
startMockSchool(createMockServer());
beforeAll(async () => {
  await loadPageTexts('placementTests');
  await loadPageTexts('paidPretests');
  await loadPageTexts('apiErrors');
});

let stop = () => {};
afterEach(() => stop());

const student = paths.corporateStudent;
const WORDS = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

/** The demo employee's test to take, with `begin` done on the school; the pages open at `route`. */
async function openAt(route: string, begin: (id: number) => Promise<unknown>) {
  await signInAs('corp.student@demo.school');
  const id = (await listPaidPretests()).data.find((test) => test.status === 'assigned')!.id;
  await begin(id);
  const router = renderRoutes(
    [
      {
        path: student.paidPlacementTestStart.path,
        element: <PlacementTestStartPage flow={corporateTestFlow} />,
      },
      {
        path: student.paidPlacementTestPart.path,
        element: <PlacementTestPartPage flow={corporateTestFlow} />,
      },
      { path: student.paidPlacementTestResult.path, element: <h1>The result</h1> },
      {
        path: `${student.paidPlacementTestResult.path}/shown`,
        element: <PlacementTestResultPage flow={corporateTestFlow} />,
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      { path: paths.notFound.path, element: <h1>Not found</h1> },
    ],
    route,
  );
  stop = watchArrivals(router);
  const go = (to: string | number) => act(() => router.navigate(to as string));
  return { router, go, id, result: student.paidPlacementTestResult.to(id, 'general') };
}

const grammarBegun = (id: number) => startPretestPart(id, 'grammar');
const grammarQuestions = () => screen.findAllByRole('group', { name: /^Запитання \d+ з \d+/ });

describe('the corporate test’s page guards', () => {
  it('goes back from the grammar test to the general result, not to its start page', async () => {
    const { router, go, result } = await openAt(student.paidPlacementTestStart.to('grammar'), grammarBegun);
    expect(await screen.findByRole('heading', { name: 'Граматика й лексика: початок' })).toBeVisible();
    await go(student.paidPlacementTestPart.to('grammar'));
    expect((await grammarQuestions()).length).toBeGreaterThan(0);
    await go(-1);
    expect(await screen.findByRole('heading', { name: 'The result' })).toBeVisible();
    expect(router.state.location.pathname).toBe(result);
  });

  it('shows the grammar start page arrived at from elsewhere', async () => {
    const { router, go } = await openAt('/elsewhere', grammarBegun);
    await go(student.paidPlacementTestStart.to('grammar'));
    expect(await screen.findByRole('heading', { name: 'Граматика й лексика: початок' })).toBeVisible();
    expect(router.state.location.pathname).toBe(student.paidPlacementTestStart.to('grammar'));
  });

  it('leads from the result to the writing test on to the general result', async () => {
    const { router, go, result } = await openAt('/elsewhere', grammarBegun);
    await go(student.paidPlacementTestResult.to(1, 'grammar'));
    await go(student.paidPlacementTestPart.to('writing'));
    await waitFor(() => expect(router.state.location.pathname).toBe(result));
    expect(await screen.findByRole('heading', { name: 'The result' })).toBeVisible();
  });
});

describe('the corporate writing', () => {
  it('says the school takes at most 250 words when it refuses a longer text, and keeps the text', async () => {
    const long = WORDS(251);
    await openAt(student.paidPlacementTestPart.to('writing'), async (id) => {
      await startPretestPart(id, 'grammar');
      await submitPretestPart(id, 'grammar');
      await startPretestPart(id, 'writing');
      await choosePretestTopic(id, { topic_index: 0 });
      await savePretestWriting(id, { text: long, revision: 1 });
    });
    const text = await screen.findByRole('textbox', { name: 'Ваш текст' });
    expect(text).toHaveValue(long);
    await userEvent.click(screen.getByRole('button', { name: 'Здати частину' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Здати частину' }));
    expect(
      await within(dialog).findByText(
        'Текст довший, ніж дозволяє завдання (найбільше слів: 250). Скоротіть його та здайте знову.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Скасувати|Закрити/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Ваш текст' })).toHaveValue(long);
  });
});

describe('the corporate test taken in order', () => {
  it('leads from writing’s start page to grammar’s until grammar is handed in', async () => {
    const { router } = await openAt(student.paidPlacementTestStart.to('writing'), grammarBegun);
    expect(await screen.findByRole('heading', { name: 'Граматика й лексика: початок' })).toBeVisible();
    expect(router.state.location.pathname).toBe(student.paidPlacementTestStart.to('grammar'));
  });

  it('shows the break on writing’s start page once grammar is handed in', async () => {
    await openAt(student.paidPlacementTestStart.to('writing'), async (id) => {
      await startPretestPart(id, 'grammar');
      await submitPretestPart(id, 'grammar');
    });
    expect(await screen.findByRole('heading', { name: 'Письмо: початок' })).toBeVisible();
    expect(screen.getByText(/^Перерва:/)).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Залишилося перерви' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Мої корпоративні тести' })).toHaveAttribute(
      'href',
      student.paidPlacementTests.to(),
    );
  });
});

describe('the corporate result on the shared result page', () => {
  it('shows the employee’s result with its certificate tab; a section it does not have is not found', async () => {
    const { router, go, id } = await openAt('/elsewhere', grammarBegun);
    await go(`${student.paidPlacementTestResult.to(id, 'general')}/shown`);
    expect(await screen.findByRole('heading', { level: 1, name: /^Результат:/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Сертифікат' })).toBeVisible();
    await go(`${student.paidPlacementTestResult.to(id, 'reading')}/shown`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.notFound.to()));
  });
});
