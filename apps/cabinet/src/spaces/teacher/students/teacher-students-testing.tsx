import { login } from '@cabinet/api/account';
import { configureHttp, setToken } from '@cabinet/api/http';
import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { i18n } from '../../../i18n';

/** Signs a demo account in for the next calls, on a fresh http setup. */
export async function signInAs(email: string): Promise<void> {
  configureHttp({ baseUrl: window.location.origin, notifyError: () => undefined, reload: () => undefined });
  setToken((await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true })).token);
}

/** Renders routes in a data router (the leave guard needs one), with the app's providers. */
export function renderRoutes(routes: { path: string; element: ReactElement }[], route: string) {
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
