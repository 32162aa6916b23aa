import { login } from '@cabinet/api/account';
import { configureHttp, getToken, storeSignIn } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import { NORMAL_SCENARIO, applyScenario } from '@cabinet/api/mock/scenarios';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toastQueue } from '../shared/toast-queue';
import { startMockSchool } from '../testing/mock-school';
import { AppShell } from './AppShell';
import { configureApi } from './configure-api';
import { createQueryClient } from './query-client';
import { routerOptions, routes } from './routes';
import { answerMediaQueries } from '../testing/media-queries';

startMockSchool(createMockServer());

// jsdom has no media queries: a desktop window, where the menu is a side column (a navigation).
beforeAll(() => {
  answerMediaQueries('desktop');
});

beforeEach(() => {
  // The http layer as the app configures it (errors reach the app's reporting), on the test's origin.
  configureApi();
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
  toastQueue.drain();
});
afterEach(() => applyScenario(NORMAL_SCENARIO));

/** Signs in as the login form does: the token and the whole user record are kept on the device. */
async function signIn(email: string, { keepUser = true } = {}) {
  const answer = await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true });
  storeSignIn(answer.token, answer.user.data, true);
  if (!keepUser) localStorage.removeItem('user');
  expect(getToken()).toBe(answer.token);
}

function renderCabinet(path: string): QueryClient {
  const queryClient = createQueryClient();
  render(
    <AppShell
      router={createMemoryRouter(routes, { ...routerOptions(), initialEntries: [path] })}
      queryClient={queryClient}
    />,
  );
  return queryClient;
}

const MENU = 'Головне меню';
const PAGE_FAILED = 'Не вдалося відкрити сторінку';
const RETRY = 'Спробувати ще раз';
const LOADING = 'Завантаження…';

/** Waits until no call is on its way or waiting for a retry, then a little longer for late messages. */
async function settle(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 20_000 });
  await new Promise((resolve) => setTimeout(resolve, 600));
}

describe('the cabinet when every call fails', () => {
  it.each([
    ['a student', 'student@demo.school', '/student/groups'],
    ['a teacher', 'teacher@demo.school', '/teacher/groups'],
  ])(
    "keeps %s's header and menu and shows the page's own error with a retry, as the one message",
    async (_who, email, path) => {
      await signIn(email);
      applyScenario({ errorRate: 1, retryAfterSeconds: 0 });
      const queryClient = renderCabinet(path);
      expect(await screen.findByRole('banner')).toBeVisible();
      expect(await screen.findByRole('navigation', { name: MENU })).toBeVisible();
      const main = screen.getByRole('main');
      const error = await within(main).findByRole('alert', { name: PAGE_FAILED });
      expect(within(error).getByRole('heading', { name: PAGE_FAILED })).toBeVisible();
      expect(within(error).getByRole('button', { name: RETRY })).toBeVisible();
      await settle(queryClient);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getByRole('navigation', { name: MENU })).toBeVisible();
    },
  );
});

describe('the cabinet on a first visit (no stored user) when every call fails', () => {
  it('shows the error of the user call with a retry inside the layout frame', async () => {
    await signIn('student@demo.school', { keepUser: false });
    applyScenario({ errorRate: 1, retryAfterSeconds: 0 });
    const queryClient = renderCabinet('/student/groups');
    expect(await screen.findByRole('banner')).toBeVisible();
    const main = screen.getByRole('main');
    const error = await within(main).findByRole('alert', { name: PAGE_FAILED });
    expect(within(error).getByRole('button', { name: RETRY })).toBeVisible();
    await settle(queryClient);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('the cabinet when every call is slow', () => {
  // Every call takes far longer than the frame needs to render on a busy machine, and each wait
  // below ends before the first answer can come: what is asserted is the order (the frame and the
  // loading state stand before any answer), with room for a slow machine.
  const SLOW_MS = 8_000;
  const BEFORE_ANSWERS = { timeout: 7_000 };

  // The first render loads the layout's and the page's modules: done once here, so the timings
  // below measure the cabinet, not the test runner compiling modules.
  beforeAll(async () => {
    await signIn('student@demo.school');
    renderCabinet('/student/groups');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    cleanup();
  });

  it("shows the header and the menu at once and the page's loading inside the layout", async () => {
    await signIn('student@demo.school');
    applyScenario({ latencyMs: SLOW_MS });
    renderCabinet('/student/groups');
    expect(await screen.findByRole('banner', {}, BEFORE_ANSWERS)).toBeVisible();
    expect(await screen.findByRole('navigation', { name: MENU }, BEFORE_ANSWERS)).toBeVisible();
    const main = await screen.findByRole('main', {}, BEFORE_ANSWERS);
    expect(await within(main).findByRole('progressbar', { name: LOADING }, BEFORE_ANSWERS)).toBeVisible();
    // Then the page itself.
    await waitFor(() => expect(within(main).queryByRole('progressbar', { name: LOADING })).toBeNull(), {
      timeout: 30_000,
    });
    expect(within(main).getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('on a first visit with no stored user, shows a loading state inside the layout frame', async () => {
    await signIn('student@demo.school', { keepUser: false });
    applyScenario({ latencyMs: SLOW_MS });
    renderCabinet('/student/groups');
    expect(await screen.findByRole('banner', {}, BEFORE_ANSWERS)).toBeVisible();
    const main = await screen.findByRole('main', {}, BEFORE_ANSWERS);
    expect(await within(main).findByRole('status', { name: LOADING }, BEFORE_ANSWERS)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: MENU })).toBeNull();
    expect(await screen.findByRole('navigation', { name: MENU }, { timeout: 30_000 })).toBeVisible();
  });
});
