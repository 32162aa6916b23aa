import { getListCalendarEventsQueryKey } from '@cabinet/api/calendar';
import type { LiveEntity, LiveEventData } from '@cabinet/api/live';
import { getListSubstitutionsQueryKey } from '@cabinet/api/substitutions';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveSocket } from './socket';

/** A notification the school just added to the user's notification centre, as the socket sends it. */
export type LiveNotification = LiveEventData<'notification_created'>;
type NotificationListener = (notification: LiveNotification) => void;

/**
 * What a `status_changed` event refreshes: for each kind of record the contract names, the query
 * keys (prefixes: every page and filter of a list) of the data that shows records of that kind.
 * Typed by the contract's kinds, so a new kind does not compile until it is mapped here.
 */
export const LIVE_ENTITY_QUERIES: Record<LiveEntity, readonly QueryKey[]> = {
  // A request's lists (the teacher's, the tutor's, a lesson's) and the calendar (a lesson may change hands).
  substitution: [getListSubstitutionsQueryKey(), getListCalendarEventsQueryKey()],
};

/** Refreshes the queries that show records of one kind, and no others. */
export const invalidateLiveEntity = (queryClient: QueryClient, entity: LiveEntity): Promise<unknown> =>
  Promise.all(LIVE_ENTITY_QUERIES[entity].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** The notification centre's queries: generated query keys start with the call's URL. */
export const isNotificationQuery = (query: Pick<Query, 'queryKey'>): boolean => {
  const [url] = query.queryKey;
  return typeof url === 'string' && /^(\/api\/v\d+)?\/notifications(\/|\?|$)/.test(url);
};

const notificationListeners = new Set<NotificationListener>();

/**
 * Listens to the notifications that arrive live (each valid `notification_created`); returns the
 * function that stops listening.
 */
export function onLiveNotification(listener: NotificationListener): () => void {
  notificationListeners.add(listener);
  return () => void notificationListeners.delete(listener);
}

/**
 * What the cabinet does with each live event: a notice becomes a toast, a status change refreshes
 * the queries of its kind of record, a new notification refreshes the notification centre and
 * reaches the `onLiveNotification` listeners. Returns the function that stops all of it.
 */
export function handleLiveEvents(
  socket: LiveSocket,
  {
    queryClient,
    toast,
  }: { queryClient: QueryClient; toast: (notice: LiveEventData<'notification'>) => void },
): () => void {
  const stops = [
    socket.on('notification', toast),
    socket.on('status_changed', ({ entity }) => void invalidateLiveEntity(queryClient, entity)),
    socket.on('notification_created', (notification) => {
      void queryClient.invalidateQueries({ predicate: isNotificationQuery });
      notificationListeners.forEach((listener) => listener(notification));
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
