import { AppTheme } from '@cabinet/design-system/theme';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n';
import { watchArrivals } from '../shared/arrival';
import { GivenQueryClient } from './query-client-context';
import { RouterLink } from './RouterLink';
import { useColorMode } from '../shared/use-color-mode';
import { ToastHost } from './toasts/ToastHost';

/**
 * `queryClient`: a test's own; the app's pages otherwise use the app's (see layouts/QueryLayer).
 * `mode`: a colour mode given (a screen in Storybook); otherwise the device's or the one chosen.
 */
type AppShellProps = { router: DataRouter; queryClient?: QueryClient; mode?: 'light' | 'dark' };

/**
 * The providers around the routes, and the toasts: the app in the browser and the shell in tests.
 * The query cache is not among them: it is a layout route (layouts/QueryLayer) around the pages
 * that ask the school, so the sign-in page paints without it.
 */
export function AppShell({ router, queryClient, mode: givenMode }: AppShellProps) {
  const mode = useColorMode();
  // Where each page was arrived at from, for the placement tests' page guards. Followed once the
  // router's own provider listens: a listener added before it, while the first page still loads,
  // left that page blank now and then (the first render runs as a transition).
  useEffect(() => watchArrivals(router), [router]);
  return (
    <I18nextProvider i18n={i18n}>
      <AppTheme mode={givenMode ?? mode} linkComponent={RouterLink}>
        <GivenQueryClient value={queryClient}>
          <RouterProvider router={router} />
        </GivenQueryClient>
        <ToastHost />
      </AppTheme>
    </I18nextProvider>
  );
}
