import type { Order } from '@cabinet/api/model';
import { useGetOrder } from '@cabinet/api/orders';
import { useQueryClient } from '@tanstack/react-query';
import { isLongWait, nextReadDelay } from './payment-wait';

/** An order whose payment the provider has not confirmed yet: the page waits, never offers to pay. */
export const isAwaitingProvider = (order: Order | undefined): boolean =>
  order?.status === 'pending' || order?.status === 'processing';

/**
 * The order after the provider brought the payer back, read again with back-off while its payment
 * waits for the provider's confirmation (see payment-wait.ts). A failed read of the page's first
 * answer is the page's error; a failed read while waiting is left to the next one.
 */
export function useOrderWhilePaying(orderId: number | null) {
  const queryClient = useQueryClient();
  const order = useGetOrder(orderId ?? 0, {
    query: {
      enabled: orderId !== null,
      refetchInterval: (query) => {
        if (!isAwaitingProvider(query.state.data?.data)) return false;
        return nextReadDelay(query.state.dataUpdateCount + query.state.errorUpdateCount);
      },
    },
    request: { silent: true },
  });
  // The times of the last answers are read so that every answer renders the page (react-query
  // renders for what a component reads), and the count of reads below is current.
  const answeredAt = Math.max(order.dataUpdatedAt, order.errorUpdatedAt);
  const state = answeredAt > 0 ? queryClient.getQueryState(order.queryKey) : undefined;
  const reads = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  return { order, longWait: isAwaitingProvider(order.data?.data) && isLongWait(reads) };
}
