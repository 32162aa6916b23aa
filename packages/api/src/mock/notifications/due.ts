import { daysBetween, schoolToday } from '../../time/school-time';
import { eventRegistrations } from '../db/event-registrations';
import { events } from '../db/events';
import { notifications } from '../db/notifications';
import { subscriptions } from '../db/subscriptions';
import { paidPeriod } from '../rules/subscriptions';
import { eventLink, subscriptionLink } from './links';
import { notify, sendDueDigests } from './notify';

/** An event the user registered for is announced a day before it starts. */
export const EVENT_NOTICE_HOURS = 24;
/** A renewing subscription is announced three days before its renewal day. */
export const RENEWAL_NOTICE_DAYS = 3;

const KIND_PATH = { webinar: 'webinars', conference: 'conferences', workshop: 'workshops' } as const;

const made = (userId: number, key: string) =>
  notifications.rows.some((row) => row.user_id === userId && row.due_key === key);

/**
 * What has come due for a user since the last look, with no timers: the school checks when the
 * user reads their notifications. Then the daily digests that are due go out.
 */
export function checkDue(userId: number, now: Date): void {
  const soon = now.getTime() + EVENT_NOTICE_HOURS * 3_600_000;
  for (const registration of eventRegistrations.where((row) => row.user_id === userId)) {
    if (registration.status === 'payment_pending') continue;
    const event = events.byId(registration.event_id);
    if (!event) continue;
    const starts = new Date(event.starts_at).getTime();
    const key = `event:${event.id}`;
    if (starts <= now.getTime() || starts > soon || made(userId, key)) continue;
    notify(
      userId,
      'event_starting',
      { title: event.title, title_en: event.title_en, starts_at: event.starts_at },
      eventLink(KIND_PATH[event.type], event.id),
      key,
    );
  }
  const today = schoolToday(now);
  for (const row of subscriptions.where((each) => each.user_id === userId && each.status === 'active')) {
    const { renewsOn } = paidPeriod(row);
    if (!renewsOn) continue;
    const days = daysBetween(today, renewsOn);
    const key = `subscription:${row.id}:${renewsOn}`;
    if (days < 0 || days > RENEWAL_NOTICE_DAYS || made(userId, key)) continue;
    notify(
      userId,
      'subscription_renewing',
      { renews_on: renewsOn, price: row.price },
      subscriptionLink(),
      key,
    );
  }
  sendDueDigests(now);
}
