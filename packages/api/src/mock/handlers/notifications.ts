import {
  getGetNotificationPreferencesMockHandler,
  getGetNotificationUnreadCountMockHandler,
  getListNotificationsMockHandler,
  getReadAllNotificationsMockHandler,
  getReadNotificationMockHandler,
  getUpdateNotificationPreferencesMockHandler,
} from '../../generated/notifications/notifications.msw';
import {
  ListNotificationsQueryParams,
  UpdateNotificationPreferencesBody,
} from '../../generated/zod/notifications/notifications';
import * as clock from '../../time/clock';
import { notifications } from '../db/notifications';
import { checkDue } from '../notifications/due';
import {
  notificationView,
  preferencesOf,
  savePreferences,
  shownNotifications,
} from '../notifications/notify';
import { invalidPreferenceChange } from '../rules/notifications';
import { paginate } from './paging';
import { parseBody, parseQuery, pathId } from './request-params';
import { fail, requireUser } from './respond';

const unreadOf = (userId: number) => shownNotifications(userId).filter((row) => !row.read_at).length;

/** The user's notification centre and preferences; reading it brings what has come due. */
export const notificationsHandlers = [
  getListNotificationsMockHandler(({ request }) => {
    const user = requireUser(request);
    const { state } = parseQuery(request, ListNotificationsQueryParams);
    checkDue(user.id, clock.now());
    const shown = shownNotifications(user.id).filter((row) => state !== 'unread' || !row.read_at);
    const page = paginate(request, shown);
    return { data: page.data.map(notificationView), meta: { ...page.meta, unread: unreadOf(user.id) } };
  }),

  getGetNotificationUnreadCountMockHandler(({ request }) => {
    const user = requireUser(request);
    checkDue(user.id, clock.now());
    return { data: { unread: unreadOf(user.id) } };
  }),

  /** Another user's notification is not found; one read keeps its first `read_at`. */
  getReadNotificationMockHandler(({ request, params }) => {
    const user = requireUser(request);
    const id = pathId(params.notificationId, 'notification');
    const row = notifications.byId(id);
    if (!row || row.user_id !== user.id || !row.in_app)
      fail(404, 'not_found', 'The notification was not found.');
    if (!row.read_at) {
      row.read_at = clock.now().toISOString();
      notifications.save();
    }
    return { data: notificationView(row) };
  }),

  getReadAllNotificationsMockHandler(({ request }) => {
    const user = requireUser(request);
    const at = clock.now().toISOString();
    shownNotifications(user.id)
      .filter((row) => !row.read_at)
      .forEach((row) => (row.read_at = at));
    notifications.save();
    return { data: { unread: 0 } };
  }),

  getGetNotificationPreferencesMockHandler(({ request }) => {
    const user = requireUser(request);
    return { data: preferencesOf(user.id) };
  }),

  getUpdateNotificationPreferencesMockHandler(async ({ request }) => {
    const user = requireUser(request);
    const { preferences } = await parseBody(request, UpdateNotificationPreferencesBody);
    if (invalidPreferenceChange(user.spaces, preferences) !== null)
      fail(422, 'validation_failed', 'The given data was invalid: preferences.', { field: 'preferences' });
    savePreferences(user.id, preferences);
    return { data: preferencesOf(user.id) };
  }),
];
