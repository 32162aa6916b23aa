import { describe, expect, it, vi } from 'vitest';
import { listCalendarFeeds, rotateCalendarFeed } from '../../generated/calendar/calendar';
import { ListCalendarFeedsResponse, RotateCalendarFeedResponse } from '../../generated/zod/calendar/calendar';
import { readCalendar } from '../../calendar/read-calendar';
import { atSchoolTime, addMinutesIso } from '../../time/school-time';
import { clearSession } from '../../http';
import { users } from '../db';
import { coursesOfStudent } from '../db/courses';
import { lessons } from '../db/lessons';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from './calendar-feed-items';

withMockSchool();

const feedsOf = async (who: string) => {
  await signIn(who);
  return ListCalendarFeedsResponse.parse(await listCalendarFeeds()).data;
};

/** Reads a feed as a calendar app does: a plain GET, no session. */
async function readFeed(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() };
}

describe('calendar feed', () => {
  it('gives the student one private absolute address that a calendar app reads without a session', async () => {
    const [feed, ...rest] = await feedsOf('student@demo.school');
    expect(rest).toEqual([]);
    expect(feed?.student_id).toBeNull();
    expect(feed?.url).toMatch(/^http:\/\/school\.test\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed?.webcal_url).toBe(feed?.url.replace('http:', 'webcal:'));
    // The same address on every ask, until rotated.
    expect((await feedsOf('student@demo.school'))[0]?.url).toBe(feed?.url);

    clearSession();
    const answer = await readFeed(feed?.url ?? '');
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/calendar/);
    const { zones, events } = readCalendar(answer.text);
    expect(zones).toEqual(['Europe/Kyiv']);
    expect(events.length).toBeGreaterThan(0);

    // Only the student's own lessons, within two weeks back and eight weeks ahead.
    const mine = new Set(coursesOfStudent(DEMO.student()).map((course) => course.id));
    const now = Date.now();
    for (const event of events) {
      const at = Date.parse(event.start);
      expect(at).toBeGreaterThanOrEqual(now - FEED_DAYS_BACK * 86_400_000 - 86_400_000);
      expect(at).toBeLessThanOrEqual(now + FEED_DAYS_AHEAD * 86_400_000);
      const lessonId = /^lesson-(\d+)@/.exec(event.uid)?.[1];
      if (lessonId) expect(mine.has(lessons.byId(Number(lessonId))?.course_id ?? 0)).toBe(true);
    }
    // Next week's lessons are there, at their hour.
    const nextWeek = lessons.rows.filter(
      (lesson) =>
        mine.has(lesson.course_id) &&
        Date.parse(lesson.starts_at) > now &&
        Date.parse(lesson.starts_at) < now + 7 * 86_400_000,
    );
    expect(nextWeek.length).toBeGreaterThan(0);
    for (const lesson of nextWeek) {
      const event = events.find((e) => e.uid === `lesson-${lesson.id}@school.example.org`);
      expect(event?.start).toBe(new Date(lesson.starts_at).toISOString());
    }
  });

  it('writes English texts when asked', async () => {
    const [feed] = await feedsOf('student@demo.school');
    const english = readCalendar((await readFeed(`${feed?.url}?lang=en`)).text).events;
    expect(english.some((event) => / · lesson \d+$/.test(event.summary))).toBe(true);
    const ukrainian = readCalendar((await readFeed(feed?.url ?? '')).text).events;
    expect(ukrainian.some((event) => / · заняття \d+$/.test(event.summary))).toBe(true);
  });

  it('gives a parent one address per child, carrying that child’s lessons', async () => {
    const parent = users.rows.find((row) => row.email === 'parent@demo.school');
    const children = users.childrenOf(parent?.id ?? 0);
    expect(children.length).toBeGreaterThan(0);
    const feeds = await feedsOf('parent@demo.school');
    expect(feeds.map((feed) => feed.student_id)).toEqual([null, ...children.map((child) => child.id)]);
    const child = children[0];
    const childFeed = feeds.find((feed) => feed.student_id === child?.id);
    expect(childFeed?.name).toBe(child?.name);
    const courses = new Set(coursesOfStudent(child?.id ?? 0).map((course) => course.id));
    const events = readCalendar((await readFeed(childFeed?.url ?? '')).text).events;
    const lessonEvents = events.filter((event) => event.uid.startsWith('lesson-'));
    expect(lessonEvents.length).toBeGreaterThan(0);
    for (const event of lessonEvents) {
      const id = Number(/^lesson-(\d+)@/.exec(event.uid)?.[1]);
      expect(courses.has(lessons.byId(id)?.course_id ?? 0)).toBe(true);
    }
    // A child of someone else is not the parent's to rotate.
    await expectError(rotateCalendarFeed({ student_id: DEMO.teacher() }, silent), 404, 'not_found');
  });

  it('rotates: a new address works, the old one answers 404', async () => {
    const [old] = await feedsOf('student@demo.school');
    const fresh = RotateCalendarFeedResponse.parse(await rotateCalendarFeed({})).data;
    expect(fresh.url).not.toBe(old?.url);
    expect((await listCalendarFeeds()).data[0]?.url).toBe(fresh.url);
    expect((await readFeed(old?.url ?? '')).status).toBe(404);
    expect((await readFeed(fresh.url)).status).toBe(200);
    expect((await readFeed(fresh.url.replace(/[^/]+\.ics$/, 'not-a-token.ics'))).status).toBe(404);
  });

  it('another user’s token gives only that user’s calendar', async () => {
    const [student] = await feedsOf('student@demo.school');
    const [other] = await feedsOf('maksym.melnyk@demo.school');
    expect(other?.url).not.toBe(student?.url);
    const lessonCourses = async (url: string) =>
      readCalendar((await readFeed(url)).text)
        .events.filter((event) => event.uid.startsWith('lesson-'))
        .map((event) => lessons.byId(Number(/^lesson-(\d+)@/.exec(event.uid)?.[1]))?.course_id ?? 0);
    for (const [feed, person] of [
      [student, DEMO.student()],
      [other, DEMO.maksym()],
    ] as const) {
      const courses = await lessonCourses(feed?.url ?? '');
      expect(courses.length).toBeGreaterThan(0);
      const own = new Set(coursesOfStudent(person).map((course) => course.id));
      expect(courses.filter((id) => !own.has(id))).toEqual([]);
    }
  });

  it('needs a session to list or rotate addresses', async () => {
    clearSession();
    await expectError(listCalendarFeeds(silent), 401, 'unauthenticated');
    await expectError(rotateCalendarFeed({}, silent), 401, 'unauthenticated');
  });

  it('lists lessons at 18:00 Kyiv on both sides of both clock changes, as a parser reads the feed', async () => {
    const [feed] = await feedsOf('student@demo.school');
    const course = coursesOfStudent(DEMO.student()).find(
      (row) => row.training === null && row.company_name === null,
    );
    const template = lessons.rows.find((lesson) => lesson.course_id === course?.id);
    if (!course || !template) throw new Error('the demo student has no course');
    const cases = [
      // The Friday before and the Monday after the last Sunday of October 2026 and of March 2027.
      {
        now: '2026-10-20T10:00:00+03:00',
        days: [
          ['2026-10-23', '15'],
          ['2026-10-26', '16'],
        ],
      },
      {
        now: '2027-03-22T10:00:00+02:00',
        days: [
          ['2027-03-26', '16'],
          ['2027-03-29', '15'],
        ],
      },
    ] as const;
    for (const { now, days } of cases) {
      const added = days.map(([day]) => {
        const starts = atSchoolTime(day, '18:00');
        return lessons.insert({
          ...template,
          number: 99,
          starts_at: starts,
          ends_at: addMinutesIso(starts, 90),
        });
      });
      vi.setSystemTime(new Date(now));
      const events = readCalendar((await readFeed(feed?.url ?? '')).text).events;
      days.forEach(([day, utcHour], index) => {
        const event = events.find((e) => e.uid === `lesson-${added[index]?.id}@school.example.org`);
        expect(event?.start, day).toBe(`${day}T${utcHour}:00:00.000Z`);
        expect(event?.end, day).toBe(
          `${day}T${utcHour}:30:00.000Z`.replace(`T${utcHour}:30`, `T${Number(utcHour) + 1}:30`),
        );
        expect(event?.zone).toBe('Europe/Kyiv');
      });
    }
  });
});
