import type { QueryCache } from '@tanstack/react-query';
import { isTold } from '../shared/failure-handling';

/** How long the screen is given to draw the errors of calls that have just failed. */
export const SETTLE_MS = 100;

type ReportingDeps = {
  /** The queries of the app: a query failure is told once none of them is fetching or retrying. */
  queryCache: QueryCache;
  /** How many page errors the screen shows now. */
  pageErrorsOnScreen: () => number;
  /** Shows one toast for a failure (identical toasts at once are one). */
  toast: (error: unknown) => void;
};

export type FailureReporting = {
  /** A query failed after its last retry. */
  queryFailed: (error: unknown) => void;
  /** A write failed (writes are not retried). */
  mutationFailed: (error: unknown) => void;
};

/**
 * Tells the user about failed calls, one message per failure. A write's failure is one toast at
 * once. A query's failure waits until the screen's calls have settled (no query fetching or
 * waiting for a retry) and the screen has drawn their errors: when a page error is on screen, the
 * page has said it and no toast follows; otherwise each distinct failure is one toast.
 */
export function createFailureReporting({
  queryCache,
  pageErrorsOnScreen,
  toast,
}: ReportingDeps): FailureReporting {
  const waiting: unknown[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching: (() => void) | undefined;
  const busy = () => queryCache.findAll({ fetchStatus: 'fetching' }).length > 0;

  const flush = () => {
    timer = undefined;
    const failures = waiting.splice(0);
    if (pageErrorsOnScreen() > 0) return;
    failures.forEach(toast);
  };

  const flushWhenSettled = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!busy()) {
      timer = setTimeout(flush, SETTLE_MS);
      return;
    }
    stopWatching ??= queryCache.subscribe(() => {
      if (busy()) return;
      stopWatching?.();
      stopWatching = undefined;
      flushWhenSettled();
    });
  };

  return {
    queryFailed: (error) => {
      if (!isTold(error)) return;
      waiting.push(error);
      flushWhenSettled();
    },
    mutationFailed: (error) => {
      if (isTold(error)) toast(error);
    },
  };
}
