import { getCurrentUser, login, updateUserData } from '@cabinet/api/account';
import { STORAGE_KEYS, configureHttp, storeSignIn } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import type { User } from '@cabinet/api/model';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppShell } from '../app/AppShell';
import { configureApi } from '../app/configure-api';
import { createQueryClient } from '../app/query-client';
import { routerOptions, routes } from '../app/routes';
import { startMockSchool } from '../testing/mock-school';
import { answerMediaQueries } from '../testing/media-queries';

const server = startMockSchool(createMockServer());

// jsdom has no media queries: a desktop window, where the menu is a side column.
beforeAll(() => {
  answerMediaQueries('desktop');
});

beforeEach(() => {
  configureApi();
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
});

/** How many times the app asked the school for the signed-in user since the last call. */
function countUserCalls() {
  let calls = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/v1/cabinet-user') calls += 1;
  };
  server.events.on('request:start', listener);
  return {
    take: () => {
      const seen = calls;
      calls = 0;
      return seen;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

const storedUser = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as User | null;

describe('the signed-in user on every navigation', () => {
  it('is asked for again, and the stored record becomes the new answer', async () => {
    const answer = await login(
      { email: 'student@demo.school', password: 'Demo1234', userAgent: 'test' },
      { silent: true },
    );
    storeSignIn(answer.token, answer.user.data, true);
    const oldName = answer.user.data.name;
    const calls = countUserCalls();
    const queryClient = createQueryClient();
    const router = createMemoryRouter(routes, { ...routerOptions(), initialEntries: ['/profile'] });
    render(<AppShell router={router} queryClient={queryClient} />);
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 20_000 });
    expect(calls.take()).toBeGreaterThanOrEqual(1);
    expect(storedUser()?.name).toBe(oldName);

    // The name changes on the school's side (another device), unknown to this page.
    await updateUserData({ name: 'Оксана Нова', nameEn: 'Oksana Nova', phone: answer.user.data.phone ?? '' });
    await expect(getCurrentUser()).resolves.toMatchObject({ data: { name: 'Оксана Нова' } });
    calls.take();

    await act(() => router.navigate('/support'));

    await waitFor(() => expect(storedUser()?.name).toBe('Оксана Нова'), { timeout: 20_000 });
    expect(calls.take()).toBe(1);
    expect(storedUser()).toMatchObject({ id: answer.user.data.id, email: 'student@demo.school' });
    // The header's user block shows the new name too.
    expect(await screen.findAllByText('Оксана Нова')).not.toHaveLength(0);
    calls.stop();
  });
});
