import type { Notification, NotificationType } from '../../generated/model';
import type { EmailState, PreferenceOverrides } from '../rules/notifications';
import { createTable } from './table';

/** A notification of a user (kept hidden from the centre when the user's `in_app` was off). */
export type NotificationRow = Omit<Notification, 'type'> & {
  type: NotificationType;
  user_id: number;
  /** Shown in the notification centre (the user's `in_app` preference when it arrived). */
  in_app: boolean;
  /** Its e-mail: none, waiting for the daily digest, or sent. */
  email: EmailState;
  /** What a time-based notification is about (`event:12`), so it is made once. */
  due_key: string | null;
};

/** The notifications; the school starts with none, they arrive as things happen. */
export const notifications = createTable<NotificationRow>('notifications', () => []);

/** A user's saved preferences (over their spaces' defaults) and their last digest. */
export type NotificationSettingsRow = {
  id: number;
  user_id: number;
  preferences: PreferenceOverrides;
  last_digest_at: string | null;
};

export const notificationSettings = createTable<NotificationSettingsRow>('notification_settings', () => []);

export const settingsOf = (userId: number): NotificationSettingsRow | undefined =>
  notificationSettings.rows.find((row) => row.user_id === userId);

/** A learner refused a full club, waiting to hear that a seat is freed. */
export type ClubWaitRow = { id: number; club_id: number; user_id: number };

export const clubWaits = createTable<ClubWaitRow>('club_waits', () => []);
