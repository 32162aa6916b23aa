import { AppTheme } from '@cabinet/design-system/theme';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n';
import { watchArrivals } from '../shared/arrival';
import { RouterLink } from './RouterLink';
import { useColorMode } from '../shared/use-color-mode';
import { ToastHost } from './toasts/ToastHost';

type AppShellProps = { router: DataRouter; queryClient: QueryClient };

/** The providers around the routes, and the toasts: the app in the browser and the shell in tests. */
export function AppShell({ router, queryClient }: AppShellProps) {
  const mode = useColorMode();
  // Where each page was arrived at from, for the placement tests' page guards. Followed once the
  // router's own provider listens: a listener added before it, while the first page still loads,
  // left that page blank now and then (the first render runs as a transition).
  useEffect(() => watchArrivals(router), [router]);
  return (
    <I18nextProvider i18n={i18n}>
      <AppTheme mode={mode} linkComponent={RouterLink}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastHost />
        </QueryClientProvider>
      </AppTheme>
    </I18nextProvider>
  );
}
