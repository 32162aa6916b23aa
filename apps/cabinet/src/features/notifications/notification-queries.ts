import {
  getListNotificationsQueryKey,
  useReadAllNotifications,
  useReadNotification,
} from '@cabinet/api/notifications';
import { type Query, useQueryClient } from '@tanstack/react-query';

/** Every query of the notification centre (the list's pages, the unread count, the preferences). */
const PREFIX = getListNotificationsQueryKey()[0];
export const isNotificationQuery = (query: Pick<Query, 'queryKey'>): boolean => {
  const [url] = query.queryKey;
  return typeof url === 'string' && (url === PREFIX || url.startsWith(`${PREFIX}/`));
};

/** Rows of a page of the list (the bell's and the page's). */
export const NOTIFICATIONS_PER_PAGE = 10;

/** Marks one notification read; the list and the count refresh. Quiet: a failure only leaves it unread. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useReadNotification({
    request: { silent: true },
    mutation: { onSettled: () => queryClient.invalidateQueries({ predicate: isNotificationQuery }) },
  });
}

/** Marks every notification read; the list and the count refresh. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useReadAllNotifications({
    mutation: { onSettled: () => queryClient.invalidateQueries({ predicate: isNotificationQuery }) },
  });
}
