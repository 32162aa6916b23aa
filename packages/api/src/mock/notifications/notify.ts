import type { Notification, NotificationPreference, NotificationType } from '../../generated/model';
import * as clock from '../../time/clock';
import { mailbox, users } from '../db';
import { type NotificationRow, notificationSettings, notifications, settingsOf } from '../db/notifications';
import { sendToUser } from '../live';
import {
  type PreferenceOverrides,
  digestItems,
  lastDigestMoment,
  preferencesFor,
} from '../rules/notifications';

/** The facts a notification's text names (see the contract's `Notification.params`). */
export type NotificationParams = Record<string, string | number>;

/** The contract's bounds of the facts: at most ten, each text at most 300 characters. */
const bounded = (params: NotificationParams): NotificationParams =>
  Object.fromEntries(
    Object.entries(params)
      .slice(0, 10)
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 300) : value]),
  );

/** A notification as the contract shows it. */
export const notificationView = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  params: row.params,
  link: row.link,
  created_at: row.created_at,
  read_at: row.read_at,
});

/** The user's saved preferences over their spaces' defaults. */
export function preferencesOf(userId: number): NotificationPreference[] {
  const user = users.byId(userId);
  if (!user) return [];
  return preferencesFor(user.spaces, settingsOf(userId)?.preferences ?? {});
}

/** Saves changed preferences of a user (already checked against their spaces). */
export function savePreferences(userId: number, change: readonly NotificationPreference[]): void {
  const overrides: PreferenceOverrides = Object.fromEntries(
    change.map(({ type, in_app, email }) => [type, { in_app, email }]),
  );
  const row = settingsOf(userId);
  if (row) {
    row.preferences = { ...row.preferences, ...overrides };
    notificationSettings.save();
  } else {
    notificationSettings.insert({ user_id: userId, preferences: overrides, last_digest_at: null });
  }
}

/** The one-line text of a notification in an e-mail: its kind, its facts and where to look. */
const mailLine = (row: NotificationRow): string =>
  [row.type, ...Object.values(row.params).map(String), row.link ?? ''].filter(Boolean).join(' · ');

/**
 * Something happened to a user: kept in their notification centre (when `in_app` is on for the
 * kind) and sent live; e-mailed now, kept for the daily digest, or not e-mailed, as they prefer.
 * A kind the user's spaces do not receive is not sent. `dueKey` makes a time-based one once.
 */
export function notify(
  userId: number,
  type: NotificationType,
  params: NotificationParams,
  link: string | null,
  dueKey: string | null = null,
): NotificationRow | undefined {
  const preference = preferencesOf(userId).find((each) => each.type === type);
  if (!preference) return undefined;
  if (!preference.in_app && preference.email === 'never') return undefined;
  const email =
    preference.email === 'immediately'
      ? 'sent'
      : preference.email === 'daily_digest'
        ? 'pending_digest'
        : 'none';
  const row = notifications.insert({
    user_id: userId,
    type,
    params: bounded(params),
    link,
    created_at: clock.now().toISOString(),
    read_at: null,
    in_app: preference.in_app,
    email,
    due_key: dueKey,
  });
  if (row.in_app) sendToUser(userId, { event: 'notification_created', data: notificationView(row) });
  const to = users.byId(userId)?.email;
  if (email === 'sent' && to) mailbox.send({ to, subject: 'notification', body: mailLine(row) });
  return row;
}

/**
 * The daily digest step: a user whose notifications wait for a digest gets one e-mail listing
 * those that arrived before the latest 08:00 (school time), once; nothing new, no e-mail.
 */
export function sendDueDigests(now: Date = clock.now()): void {
  const at = lastDigestMoment(now);
  const waiting = digestItems(notifications.rows, at);
  const byUser = new Map<number, NotificationRow[]>();
  waiting.forEach((row) => byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]));
  for (const [userId, rows] of byUser) {
    const to = users.byId(userId)?.email;
    if (to) mailbox.send({ to, subject: 'notification_digest', body: rows.map(mailLine).join('\n') });
    rows.forEach((row) => (row.email = 'sent'));
    const settings = settingsOf(userId);
    if (settings) {
      settings.last_digest_at = at.toISOString();
      notificationSettings.save();
    } else {
      notificationSettings.insert({ user_id: userId, preferences: {}, last_digest_at: at.toISOString() });
    }
  }
  if (waiting.length > 0) notifications.save();
}

/** The user's notifications the centre shows, newest first. */
export const shownNotifications = (userId: number): NotificationRow[] =>
  notifications
    .where((row) => row.user_id === userId && row.in_app)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
