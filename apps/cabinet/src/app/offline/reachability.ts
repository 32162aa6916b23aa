import { ApiError, failureKind } from '@cabinet/api/http';
import { listPartnerOffers } from '@cabinet/api/partners';
import { type QueryClient, onlineManager } from '@tanstack/react-query';

/** The waits between two checks of whether the school answers again: soon, then less often. */
export const PROBE_DELAYS_MS: readonly number[] = [2_000, 5_000];

/**
 * Asks the school a small public question: `true` when it answers at all (any status: it is
 * reachable), `false` when no answer came (the connection still reaches nothing).
 */
async function schoolAnswers(): Promise<boolean> {
  try {
    await listPartnerOffers(undefined, { silent: true });
    return true;
  } catch (error) {
    return !(error instanceof ApiError) || failureKind(error) !== 'network';
  }
}

const isNetworkFailure = (error: unknown) => failureKind(error) === 'network';

export type Reachability = { stop: () => void };

/**
 * The browser may say it is online while nothing answers: a captive portal, a dropped mobile
 * network, a page reloaded from the service worker without a connection. A call that gets no
 * answer at all then tells react-query the app is offline, as the browser's own event would:
 * queries wait instead of failing, the offline notice shows, and the answers kept on the device
 * are put back (query-persistence). The school is asked again now and then; its first answer, or
 * any call that succeeds, or the browser's own "online", ends it.
 */
export function followSchoolReachability(
  queryClient: QueryClient,
  { answers = schoolAnswers, delays = PROBE_DELAYS_MS } = {},
): Reachability {
  /** Whether this, not the browser, said offline (so this says when it is over). */
  let saidOffline = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probes = 0;
  let stopped = false;

  const reachable = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!saidOffline) return;
    saidOffline = false;
    onlineManager.setOnline(true);
  };
  const probe = () => {
    const wait = delays[Math.min(probes, delays.length - 1)] ?? 5_000;
    probes += 1;
    timer = setTimeout(() => {
      void answers().then((answered) => {
        if (stopped || !saidOffline) return;
        if (answered) reachable();
        else probe();
      });
    }, wait);
  };
  const unreachable = () => {
    if (saidOffline || !onlineManager.isOnline() || stopped) return;
    saidOffline = true;
    probes = 0;
    onlineManager.setOnline(false);
    probe();
  };

  const stopWatchingQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if ((action.type === 'failed' || action.type === 'error') && isNetworkFailure(action.error))
      unreachable();
    else if (action.type === 'success' && !action.manual) reachable();
  });
  const stopWatchingWrites = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if (action.type === 'error' && isNetworkFailure(action.error)) unreachable();
    else if (action.type === 'success') reachable();
  });
  // The browser's own events are the surer word: offline it keeps, online ends this one's.
  const stopWatchingConnection = onlineManager.subscribe((online) => {
    if (online && saidOffline) {
      saidOffline = false;
      clearTimeout(timer);
      timer = undefined;
    }
  });

  return {
    stop: () => {
      stopped = true;
      stopWatchingQueries();
      stopWatchingWrites();
      stopWatchingConnection();
      reachable();
    },
  };
}
