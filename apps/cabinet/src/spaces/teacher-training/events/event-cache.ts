import { getGetEventQueryKey, getListEventsQueryKey } from '@cabinet/api/events';
import type { Event } from '@cabinet/api/model';
import type { QueryClient } from '@tanstack/react-query';

/** After a change to an event: its page shows the answer, and the lists ask again. */
export async function eventChanged(queryClient: QueryClient, event: Event): Promise<void> {
  queryClient.setQueryData(getGetEventQueryKey(event.id), { data: event });
  await queryClient.invalidateQueries({ queryKey: getListEventsQueryKey() });
}

/** After the test or the English name changed what the event's page shows. */
export const refreshEvent = (queryClient: QueryClient, eventId: number): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: getGetEventQueryKey(eventId) });
