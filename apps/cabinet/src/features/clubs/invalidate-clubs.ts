import { getGetClubQueryKey, getListClubsQueryKey } from '@cabinet/api/clubs';
import type { Club } from '@cabinet/api/model';
import { getGetOrderQueryKey } from '@cabinet/api/orders';
import type { QueryClient } from '@tanstack/react-query';

/** After a booking changes: every club list (any period, any child), the club and its order. */
export function invalidateClub(
  queryClient: QueryClient,
  club: Pick<Club, 'id' | 'booking'>,
): Promise<unknown> {
  const orderId = club.booking?.order_id;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getListClubsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetClubQueryKey(club.id) }),
    ...(orderId ? [queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(orderId) })] : []),
  ]);
}
