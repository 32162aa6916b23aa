import { describe, expect, it } from 'vitest';
import { reviewWork } from '../../generated/assignments/assignments';
import {
  getNotificationPreferences,
  getNotificationUnreadCount,
  listNotifications,
  readAllNotifications,
  readNotification,
  updateNotificationPreferences,
} from '../../generated/notifications/notifications';
import {
  GetNotificationPreferencesResponse,
  ListNotificationsResponse,
} from '../../generated/zod/notifications/notifications';
import * as clock from '../../time/clock';
import { STUDENT, STUDENT_ID, TEACHER, seededWork } from '../../testing/assignments';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';
import { mailbox, users } from '../db';
import { eventRegistrations } from '../db/event-registrations';
import { events } from '../db/events';
import { notifications } from '../db/notifications';
import { subscriptions } from '../db/subscriptions';
import { checkDue } from '../notifications/due';
import { notify, sendDueDigests } from '../notifications/notify';
import { paidPeriod } from '../rules/subscriptions';
import { atSchoolTime, shiftDate } from '../../time/school-time';

withMockSchool();

const link = '/student/groups/1';
const threeFor = (userId: number) =>
  ['task_graded', 'lesson_moved', 'test_result'].map((type, index) =>
    notify(userId, type as 'task_graded', { title: `Task ${index}` }, link),
  );
const mailsTo = (email: string, subject: string) =>
  mailbox.messages.filter((mail) => mail.to === email && mail.subject === subject);

describe('the notification list', () => {
  it('is the caller’s own, newest first, paged, with the unread count in its meta', async () => {
    threeFor(STUDENT_ID);
    await signIn(STUDENT);
    const first = ListNotificationsResponse.parse(await listNotifications({ per_page: 2 }));
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 3, unread: 3 });
    expect(first.data.map((row) => row.type)).toEqual(['test_result', 'lesson_moved']);
    const second = await listNotifications({ per_page: 2, page: 2 });
    expect(second.data.map((row) => row.type)).toEqual(['task_graded']);
    expect((await getNotificationUnreadCount()).data.unread).toBe(3);
    await signIn(TEACHER);
    expect((await listNotifications()).meta.total).toBe(0);
  });

  it('filters the unread ones; marking one read keeps its first moment, another user’s is 404', async () => {
    const [, moved] = threeFor(STUDENT_ID);
    await signIn(TEACHER);
    await expectError(readNotification(moved!.id, silent), 404, 'not_found');
    await signIn(STUDENT);
    const read = (await readNotification(moved!.id)).data;
    expect(read.read_at).toBe(clock.now().toISOString());
    expect((await readNotification(moved!.id)).data.read_at).toBe(read.read_at);
    const unread = await listNotifications({ state: 'unread' });
    expect(unread.meta).toMatchObject({ total: 2, unread: 2 });
    expect(unread.data.every((row) => row.read_at === null)).toBe(true);
    await expectError(readNotification(99_999, silent), 404, 'not_found');
  });

  it('read-all reads every one', async () => {
    threeFor(STUDENT_ID);
    await signIn(STUDENT);
    expect((await readAllNotifications()).data.unread).toBe(0);
    expect((await listNotifications()).meta).toMatchObject({ total: 3, unread: 0 });
  });

  it('refuses a filter or page out of the contract', async () => {
    await signIn(STUDENT);
    await expectError(listNotifications({ per_page: 101 }, silent), 422, 'validation_failed', 'per_page');
    await expectError(
      listNotifications({ state: 'old' as 'all' }, silent),
      422,
      'validation_failed',
      'state',
    );
  });
});

describe('preferences', () => {
  it('start at the defaults of the caller’s spaces', async () => {
    await signIn(TEACHER);
    const { data } = GetNotificationPreferencesResponse.parse(await getNotificationPreferences());
    expect(data.map((row) => row.type)).toContain('substitution_answered');
    expect(data.map((row) => row.type)).not.toContain('club_booked');
    expect(data.every((row) => row.in_app)).toBe(true);
  });

  it('saves a change, and refuses a kind the caller does not receive or one named twice', async () => {
    await signIn(STUDENT);
    const off = { type: 'task_graded', in_app: false, email: 'never' } as const;
    const saved = (await updateNotificationPreferences({ preferences: [off] })).data;
    expect(saved.find((row) => row.type === 'task_graded')).toEqual(off);
    expect((await getNotificationPreferences()).data.find((row) => row.type === 'task_graded')).toEqual(off);
    await expectError(
      updateNotificationPreferences(
        { preferences: [{ type: 'substitution_answered', in_app: true, email: 'never' }] },
        silent,
      ),
      422,
      'validation_failed',
      'preferences',
    );
    await expectError(
      updateNotificationPreferences({ preferences: [off, off] }, silent),
      422,
      'validation_failed',
    );
    await expectError(updateNotificationPreferences({ preferences: [] }, silent), 422, 'validation_failed');
  });

  it('are respected: in-app off keeps it out of the list, e-mail immediately sends one now', async () => {
    await signIn(STUDENT);
    await updateNotificationPreferences({
      preferences: [
        { type: 'task_graded', in_app: false, email: 'never' },
        { type: 'test_result', in_app: true, email: 'immediately' },
      ],
    });
    threeFor(STUDENT_ID);
    const shown = await listNotifications();
    expect(shown.data.map((row) => row.type)).toEqual(['test_result', 'lesson_moved']);
    expect(mailsTo(STUDENT, 'notification')).toHaveLength(2);
  });
});

describe('the daily digest', () => {
  it('sends one e-mail of what waited, at the next 08:00, and none when nothing new arrived', () => {
    const now = clock.now();
    notify(STUDENT_ID, 'task_graded', { title: 'Essay' }, link);
    notify(STUDENT_ID, 'feedback_sent', { course: 'B1' }, link);
    sendDueDigests(now);
    expect(mailsTo(STUDENT, 'notification_digest')).toHaveLength(0);
    const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
    sendDueDigests(tomorrow);
    const digests = mailsTo(STUDENT, 'notification_digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.body.split('\n')).toHaveLength(2);
    sendDueDigests(new Date(tomorrow.getTime() + 24 * 3_600_000));
    expect(mailsTo(STUDENT, 'notification_digest')).toHaveLength(1);
  });
});

describe('a school event creates a notification', () => {
  it('a teacher returning a task: the student’s unread count grows, with a link to the task', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'sent', { kind: 'task' });
    await signIn(STUDENT);
    const before = (await getNotificationUnreadCount()).data.unread;
    await signIn(TEACHER);
    await reviewWork(assignment.id, STUDENT_ID, { action: 'take' });
    await reviewWork(assignment.id, STUDENT_ID, { action: 'return', comment: 'Add a conclusion' });
    await signIn(STUDENT);
    expect((await getNotificationUnreadCount()).data.unread).toBe(before + 1);
    const [latest] = (await listNotifications()).data;
    expect(latest).toMatchObject({
      type: 'task_returned',
      params: { title: assignment.title },
      link: `/student/groups/1/assigned-tasks/${assignment.id}`,
    });
  });
});

describe('what comes due, made when the notifications are read', () => {
  it('an event the user holds a place at, within a day of its start, once', () => {
    const place = eventRegistrations.rows.find((row) => row.status !== 'payment_pending')!;
    const event = events.byId(place.event_id)!;
    const hourBefore = new Date(new Date(event.starts_at).getTime() - 3_600_000);
    const mine = () =>
      notifications.rows.filter((row) => row.user_id === place.user_id && row.type === 'event_starting');
    checkDue(place.user_id, new Date(new Date(event.starts_at).getTime() - 30 * 3_600_000));
    expect(mine().filter((row) => row.due_key === `event:${event.id}`)).toHaveLength(0);
    checkDue(place.user_id, hourBefore);
    checkDue(place.user_id, hourBefore);
    const made = mine().filter((row) => row.due_key === `event:${event.id}`);
    expect(made).toHaveLength(1);
    expect(made[0]!.link).toMatch(new RegExp(`^/teacherTraining/\\w+/${event.id}$`));
  });

  it('a subscription renewing within three days, once', () => {
    const row = subscriptions.rows.find((each) => each.status === 'active')!;
    const renewsOn = paidPeriod(row).renewsOn!;
    const user = users.byId(row.user_id)!;
    const renewing = () =>
      notifications.rows.filter((each) => each.user_id === user.id && each.type === 'subscription_renewing');
    checkDue(user.id, new Date(atSchoolTime(shiftDate(renewsOn, -5), '12:00')));
    expect(renewing()).toHaveLength(0);
    const twoDaysBefore = new Date(atSchoolTime(shiftDate(renewsOn, -2), '12:00'));
    checkDue(user.id, twoDaysBefore);
    checkDue(user.id, twoDaysBefore);
    expect(renewing()).toHaveLength(1);
    expect(renewing()[0]!.params).toMatchObject({ renews_on: renewsOn });
  });
});
