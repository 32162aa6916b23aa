import { createTable } from './table';

/**
 * The private calendar feed addresses the school issued (docs/rules-and-limits.md, "Calendar
 * feed"). `owner_id` holds the address and sees it on their profile; `student_id` is whose
 * calendar it carries: the owner's own, or a parent's child. The token is the secret of the
 * address; rotating ends it (`revoked_at`) and issues a new row, so the old address answers 404.
 */
export type CalendarFeedRow = {
  id: number;
  owner_id: number;
  student_id: number;
  token: string;
  created_at: string;
  revoked_at: string | null;
};

/** Nobody has an address until they first open their profile's subscription section. */
export const calendarFeeds = createTable<CalendarFeedRow>('calendar-feeds', () => []);

/** The live address of an owner for a person's calendar, if one was issued. */
export const liveFeedOf = (ownerId: number, studentId: number): CalendarFeedRow | undefined =>
  calendarFeeds.rows.find(
    (row) => row.owner_id === ownerId && row.student_id === studentId && row.revoked_at === null,
  );

/** The live address a token opens, if any. */
export const feedByToken = (token: string): CalendarFeedRow | undefined =>
  calendarFeeds.rows.find((row) => row.token === token && row.revoked_at === null);
