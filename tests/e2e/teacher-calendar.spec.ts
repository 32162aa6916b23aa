import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { api, expectNoSidewaysScroll, type Language, openFromMenu, pageNow, desktopUk } from './cabinet-page';
import { signIn } from './sign-in-helpers';

/**
 * The teacher's calendar (and the journey "teacher logs in and lands on the
 * calendar"): after sign-in the teacher is on the calendar; switches the week, month, day and list
 * views and moves between periods with real buttons, the view and day kept in the address; an
 * item leads to its page. Once, in one of the two variants (see `variants`), with axe on
 * every page.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 15_000 });

const texts = {
  uk: {
    title: 'Календар',
    views: { week: 'Тиждень', month: 'Місяць', day: 'День', list: 'Список' },
    next: {
      week: 'Наступний тиждень',
      month: 'Наступний місяць',
      day: 'Наступний день',
      list: 'Наступний тиждень',
    },
    today: 'Сьогодні',
    kinds: { group_lesson: 'Групове заняття', club: 'Клуб' },
  },
  en: {
    title: 'Calendar',
    views: { week: 'Week', month: 'Month', day: 'Day', list: 'List' },
    next: { week: 'Next week', month: 'Next month', day: 'Next day', list: 'Next week' },
    today: 'Today',
    kinds: { group_lesson: 'Group lesson', club: 'Club' },
  },
} as const;

type View = 'week' | 'month' | 'day' | 'list';
type ApiEvent = {
  kind: string;
  starts_at: string;
  title: string;
  title_en: string;
  course_id: number | null;
  lesson_id: number | null;
  club_id: number | null;
};

test.describe.configure({ timeout: 180_000 });

const SCHOOL_ZONE = 'Europe/Kyiv';
const schoolDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_ZONE, dateStyle: 'short' }).format(new Date(iso));
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * axe on the page as the product shows it, from its top: the mock school's developer buttons (mock
 * mode only) float over whatever lies at the bottom of the screen, and the sticky header over what
 * is scrolled under it, a month's items included; axe counts a target covered so as too small.
 */
async function expectAccessible(page: Page) {
  await page.addStyleTag({ content: '#mock-dev-tools { display: none !important; }' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);
}

async function expectView(page: Page, language: Language, view: View) {
  const t = texts[language];
  await expect(page.getByRole('button', { name: t.views[view], exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(new RegExp(`[?&]view=${view}(&|$)`));
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
}

const { language, width, height } = desktopUk;
test(`${language} at ${width}px: the teacher lands on the calendar and uses its views`, async ({ page }) => {
  const t = texts[language];
  await page.setViewportSize({ width, height });
  await signIn(page, 'teacher@demo.school', { language });
  // A teacher lands on the calendar after sign-in.
  await expect(page).toHaveURL(/\/teacher\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // A phone opens the list, a wide screen the week.
  const first: View = width < 600 ? 'list' : 'week';
  await expect(page.getByRole('button', { name: t.views[first], exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page);

  // The menu's entry leads here too.
  await openFromMenu(page, language, width, t.title);
  await expect(page).toHaveURL(/\/teacher\/calendar$/);

  for (const view of ['month', 'day', 'list', 'week'] as const) {
    await page.getByRole('button', { name: t.views[view], exact: true }).click();
    await expectView(page, language, view);
  }

  // Next and today move the day in the address; a reload keeps the view and the day.
  const today = schoolDay(new Date(await pageNow(page)).toISOString());
  await page.getByRole('button', { name: t.views.month, exact: true }).click();
  await page.getByRole('button', { name: t.next.month }).click();
  const nextMonth = `${addDays(`${today.slice(0, 8)}01`, 40).slice(0, 8)}01`;
  await expect(page).toHaveURL(new RegExp(`view=month&date=${nextMonth}`));
  await page.reload();
  await expect(page.getByRole('button', { name: t.views.month, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(new RegExp(`view=month&date=${nextMonth}`));
  await page.getByRole('button', { name: t.today }).click();
  await expect(page).toHaveURL(new RegExp(`view=month&date=${today}`));

  // An item leads to its page: the next group lesson and the next club of the teacher.
  const from = addDays(today, -7);
  const { data } = await api<{ data: ApiEvent[] }>(
    page,
    `/api/v1/calendar?from=${from}&to=${addDays(from, 61)}`,
  );
  const lesson = data.find((event) => event.kind === 'group_lesson');
  const club = data.find((event) => event.kind === 'club');
  expect(lesson, 'the demo teacher has group lessons').toBeTruthy();
  const targets = [
    ...(lesson
      ? [
          {
            event: lesson,
            kind: t.kinds.group_lesson,
            href: `/teacher/groups/${lesson.course_id}/schedule/lesson/${lesson.lesson_id}`,
          },
        ]
      : []),
    ...(club ? [{ event: club, kind: t.kinds.club, href: `/teacher/clubs/${club.club_id}` }] : []),
  ];
  for (const { event, kind, href } of targets) {
    await page.goto(`/teacher/calendar?view=day&date=${schoolDay(event.starts_at)}`);
    const title = language === 'en' ? event.title_en : event.title;
    const link = page.getByRole('link', { name: new RegExp(`^${kind}: ${escape(title)}`) }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
    await expectAccessible(page);
    // Some target pages are built later: record where the app went before any redirect.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { visited: string[] }).visited = seen;
      const push = history.pushState.bind(history);
      history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
        seen.push(String(url));
        push(state, unused, url);
      };
    });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { visited: string[] }).visited))
      .toContain(href);
  }
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
