import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@cabinet/api/http';

/** Client errors (4xx) are answers, not hiccups: they are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
