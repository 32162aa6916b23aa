import { getGetCurrentUserQueryKey } from '@cabinet/api/account';
import { configureHttp } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import type { User } from '@cabinet/api/model';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerMediaQueries } from '../testing/media-queries';
import { startMockSchool } from '../testing/mock-school';
import { AppShell } from './AppShell';
import { configureApi } from './configure-api';
import { createQueryClient } from './query-client';
import { routerOptions, routes } from './routes';

const server = startMockSchool(createMockServer());

beforeAll(() => {
  answerMediaQueries('desktop');
});

beforeEach(() => {
  configureApi();
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
});

/** How many times the app asked the school for the signed-in user. */
function countUserCalls() {
  let calls = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/v1/cabinet-user') calls += 1;
  };
  server.events.on('request:start', listener);
  return { seen: () => calls, stop: () => server.events.removeListener('request:start', listener) };
}

/** The whole app at an address, the shell's providers only: the query cache is a route's. */
function openApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { ...routerOptions(), initialEntries: [path] });
  render(<AppShell router={router} queryClient={queryClient} />);
  return { queryClient, router };
}

async function giveEmail(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Електронна пошта/), email);
  await user.click(screen.getByRole('button', { name: 'Продовжити' }));
  return user;
}

describe('the sign-in page outside the query cache', () => {
  it('signs in, and the cabinet starts from the user it answered without asking for it again', async () => {
    const { queryClient, router } = openApp('/login');
    const user = await giveEmail('student@demo.school');
    await user.type(await screen.findByLabelText(/Пароль/), 'Demo1234');
    const calls = countUserCalls();
    await user.click(screen.getByRole('button', { name: 'Увійти' }));

    // The sign-in page has a header too: the cabinet is there once the address is the profile's.
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 30_000 });
    expect(await screen.findByRole('banner', {}, { timeout: 30_000 })).toBeVisible();
    const cached = queryClient.getQueryData<{ data: User }>(getGetCurrentUserQueryKey());
    expect(cached?.data.email).toBe('student@demo.school');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toBeVisible();
    // The user the sign-in answered is fresh: the cabinet did not ask for it again.
    expect(calls.seen()).toBe(0);
    calls.stop();
  });

  it('sends a password reset link from the sign-in page', async () => {
    openApp('/login');
    const user = await giveEmail('student@demo.school');
    await user.click(await screen.findByRole('button', { name: 'Забули пароль?' }));
    expect(
      await screen.findByText('Ми надіслали посилання для зміни пароля на student@demo.school.'),
    ).toBeVisible();
  });
});
