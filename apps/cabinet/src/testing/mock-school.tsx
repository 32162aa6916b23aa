import { login } from '@cabinet/api/account';
import { configureHttp, setToken } from '@cabinet/api/http';
import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n } from '../i18n';
import { resetSchool } from '@cabinet/api/testing/seeded-school';

/**
 * The mock school for a test file (each file creates its own server, as only tests may start it):
 * started once, its data reset and any test's own answers dropped around each test.
 */
export function startMockSchool(server: SetupServer): SetupServer {
  // Journeys on the mock school are slower than the defaults on a busy machine.
  vi.setConfig({ testTimeout: 60_000 });
  configure({ asyncUtilTimeout: 15_000 });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(async () => {
    resetSchool();
    localStorage.clear();
    configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
    await i18n.changeLanguage('uk');
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Signs a demo account in for the next calls, on a fresh http setup. */
export async function signInAs(email = 'teacher@demo.school'): Promise<void> {
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
  setToken((await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true })).token);
}

/** Renders routes in a data router (a form's leave guard needs one) with the app's providers. */
export function renderRoutes(routes: { path: string; element: ReactElement }[], route = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  render(
    <I18nextProvider i18n={i18n}>
      <AppTheme>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppTheme>
    </I18nextProvider>,
  );
  return router;
}
