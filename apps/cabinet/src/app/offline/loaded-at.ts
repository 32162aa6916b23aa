import { clock } from '@cabinet/api/time';
import type { QueryClient } from '@tanstack/react-query';

/** When kept answers were last put back into a client (offline). */
const restoredAt = new WeakMap<QueryClient, number>();

/** Kept answers were put back into the client now. */
export function markRestored(queryClient: QueryClient): void {
  restoredAt.set(queryClient, clock.nowMs());
}

/**
 * When the data on screen was loaded: the oldest answer among the queries pages use now (so the
 * whole screen is at least that fresh), else when kept answers were last put back; null when
 * nothing is shown.
 */
export function lastLoadedAt(queryClient: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    // An answer put in at start from the device (the stored user) has no time: it does not count.
    if (query.getObserversCount() === 0 || data === undefined || dataUpdatedAt === 0) continue;
    if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest ?? restoredAt.get(queryClient) ?? null;
}
