import { MutationCache, QueryCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { errorMessage } from '../shared/error-message';
import { retryDelay, shouldRetry } from '../shared/failure-handling';
import { pageErrorsOnScreen } from '../shared/page-errors';
import { showToast } from '../shared/toast-queue';
import { createFailureReporting } from './failure-reporting';

const toastFailure = (error: unknown) => showToast(errorMessage(error), 'error');

/**
 * Offline, reading and writing differ (docs/drafts.md#offline). Queries wait for the connection
 * (`networkMode: 'online'`): what a page holds stays on screen, a query with nothing to show waits
 * instead of failing, and asks again when the connection returns. Writes are made at once whatever
 * the connection (`'always'`): offline, one fails at once and says so, its form keeps what was typed
 * (with its draft), rather than waiting unseen and sending later what the person may have changed.
 * react-query learns of the connection from the browser's online and offline events; a page
 * opened offline sends none, so the client starts from what the browser says now.
 */
function followBrowserConnection(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') {
    onlineManager.setOnline(navigator.onLine);
  }
}

/**
 * The app's query client. Failed calls follow the one rule of shared/failure-rules: queries retry
 * network and server failures only, and few times; writes never retry; each failure is told once
 * (the page's error, else one toast after the last retry; a silent call's caller tells it; a
 * query of a page already left, not at all).
 */
export function createQueryClient({
  toast = toastFailure,
  pageErrors = pageErrorsOnScreen,
}: { toast?: (error: unknown) => void; pageErrors?: () => number } = {}): QueryClient {
  // The caches call the reporting only on a failure, by then created. A query whose page was
  // left before it failed (no one watches it) is not told: its message would land on another page.
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (query.getObserversCount() > 0) reporting.queryFailed(error);
    },
  });
  const mutationCache = new MutationCache({ onError: (error) => reporting.mutationFailed(error) });
  const reporting = createFailureReporting({ queryCache, pageErrorsOnScreen: pageErrors, toast });
  followBrowserConnection();
  return new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, retryDelay, networkMode: 'online' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
