import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../shared/error-message';
import { retryDelay, shouldRetry } from '../shared/failure-handling';
import { pageErrorsOnScreen } from '../shared/page-errors';
import { showToast } from '../shared/toast-queue';
import { createFailureReporting } from './failure-reporting';

const toastFailure = (error: unknown) => showToast(errorMessage(error), 'error');

/**
 * The app's query client. Failed calls follow the one rule of shared/failure-rules: queries retry
 * network and server failures only, and few times; writes never retry; each failure is told once
 * (the page's error, else one toast after the last retry; a silent call's caller tells it).
 */
export function createQueryClient({
  toast = toastFailure,
  pageErrors = pageErrorsOnScreen,
}: { toast?: (error: unknown) => void; pageErrors?: () => number } = {}): QueryClient {
  // The caches call the reporting only on a failure, by then created.
  const queryCache = new QueryCache({ onError: (error) => reporting.queryFailed(error) });
  const mutationCache = new MutationCache({ onError: (error) => reporting.mutationFailed(error) });
  const reporting = createFailureReporting({ queryCache, pageErrorsOnScreen: pageErrors, toast });
  return new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
