import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n';
import { queryClient } from './query-client';
import { RouterLink } from './RouterLink';
import { router } from './router';
import { ToastHost } from './toasts/ToastHost';

export function App() {
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
