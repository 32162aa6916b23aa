import { AppTheme } from '@cabinet/design-system/theme';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n';
import { RouterLink } from './RouterLink';
import { ToastHost } from './toasts/ToastHost';

type AppShellProps = { router: DataRouter; queryClient: QueryClient };

/** The providers around the routes, and the toasts: the app in the browser and the shell in tests. */
export function AppShell({ router, queryClient }: AppShellProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppTheme linkComponent={RouterLink}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastHost />
        </QueryClientProvider>
      </AppTheme>
    </I18nextProvider>
  );
}
