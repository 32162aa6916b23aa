import { HttpResponse } from 'msw';
import { writeCalendar } from '../../calendar';
import {
  getGetCalendarFeedFileMockHandler,
  getListCalendarFeedsMockHandler,
  getRotateCalendarFeedMockHandler,
} from '../../generated/calendar/calendar.msw';
import type { CalendarFeed } from '../../generated/model';
import { RotateCalendarFeedBody } from '../../generated/zod/calendar/calendar';
import { schoolNow } from '../../time/school-time';
import { type UserRow, users } from '../db';
import { type CalendarFeedRow, calendarFeeds, feedByToken, liveFeedOf } from '../db/calendar-feeds';
import { randomToken } from '../db/sessions';
import { feedItemsOf } from './calendar-feed-items';
import { parseBody } from './request-params';
import { fail, requireUser } from './respond';

/** The people whose feeds a user holds: themselves, then a parent's children. */
const subjectsOf = (user: UserRow): UserRow[] => [
  user,
  ...(user.spaces.includes('responsible_person') ? users.childrenOf(user.id) : []),
];

const issue = (ownerId: number, studentId: number): CalendarFeedRow =>
  calendarFeeds.insert({
    owner_id: ownerId,
    student_id: studentId,
    token: randomToken(),
    created_at: schoolNow(),
    revoked_at: null,
  });

/**
 * The feed's absolute address on the origin the call came to: the mock's HTTP server's address,
 * or the API base address the cabinet calls in the browser, so a calendar app reaches it.
 */
function feedView(row: CalendarFeedRow, owner: UserRow, request: Request): CalendarFeed {
  const url = new URL(`/api/v1/calendar/feed/${row.token}.ics`, new URL(request.url).origin).toString();
  const subject = users.byId(row.student_id);
  return {
    student_id: row.student_id === owner.id ? null : row.student_id,
    name: subject?.name ?? '',
    name_en: subject?.nameEn ?? subject?.name ?? '',
    url,
    webcal_url: url.replace(/^https?:/, 'webcal:'),
    created_at: row.created_at,
  };
}

export const calendarFeedHandlers = [
  getListCalendarFeedsMockHandler(({ request }) => {
    const user = requireUser(request);
    const data = subjectsOf(user).map((subject) =>
      feedView(liveFeedOf(user.id, subject.id) ?? issue(user.id, subject.id), user, request),
    );
    return { data };
  }),

  getRotateCalendarFeedMockHandler(async ({ request }) => {
    const user = requireUser(request);
    const { student_id: studentId } = await parseBody(request, RotateCalendarFeedBody);
    const subject = subjectsOf(user).find((person) => person.id === (studentId ?? user.id));
    if (!subject) fail(404, 'not_found', 'The record was not found.');
    const old = liveFeedOf(user.id, subject.id);
    if (old) {
      old.revoked_at = schoolNow();
      calendarFeeds.save();
    }
    return { data: feedView(issue(user.id, subject.id), user, request) };
  }),

  // No session: the token in the address is the secret. An unknown or rotated one is 404.
  getGetCalendarFeedFileMockHandler(({ request, params }) => {
    const token = String(params.feedId ?? '');
    const row = /^[A-Za-z0-9_-]{1,64}$/.test(token) ? feedByToken(token) : undefined;
    if (!row) fail(404, 'not_found', 'The record was not found.');
    const language = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'uk';
    const subject = users.byId(row.student_id);
    const name = (language === 'en' ? subject?.nameEn : null) ?? subject?.name ?? '';
    const body = writeCalendar(feedItemsOf(row.student_id, language), {
      name: language === 'en' ? `School: ${name}` : `Школа: ${name}`,
      refreshMinutes: 60,
    });
    // The generated handler sends text as it is; the answer names its type and keeps it private.
    throw new HttpResponse(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, max-age=300',
        'Content-Disposition': 'inline; filename="calendar.ics"',
      },
    });
  }),
];
