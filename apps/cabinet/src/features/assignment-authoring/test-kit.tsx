import { login } from '@cabinet/api/account';
import { configureHttp, setToken } from '@cabinet/api/http';
import { AppTheme } from '@cabinet/design-system/theme';
import type { SetupServer } from 'msw/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n } from '../../i18n';

/**
 * The mock school for a test file (each file creates its own server, as only tests may start it):
 * started once, its data reset before each test.
 */
export function startMockSchool(server: SetupServer, resetDb: () => void): SetupServer {
  // Journeys on the mock school are slower than the defaults on a busy machine.
  vi.setConfig({ testTimeout: 60_000 });
  configure({ asyncUtilTimeout: 15_000 });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(async () => {
    resetDb();
    localStorage.clear();
    configureHttp({ baseUrl: window.location.origin, notifyError: () => undefined, reload: () => undefined });
    await i18n.changeLanguage('uk');
  });
  // A test's own answers (a refusal, say) must not leak into the next test.
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const signIn = async (email = 'teacher@demo.school') =>
  setToken((await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true })).token);

/** Where the app went: any other address shows it, so a test can see a navigation. */
function Elsewhere() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

/** Renders a piece at `/` in a data router (the leave guard needs one), with its providers. */
export function renderPiece(ui: ReactElement) {
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '*', element: <Elsewhere /> },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <AppTheme>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppTheme>
    </I18nextProvider>,
  );
}
