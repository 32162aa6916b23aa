import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';

import {
  expectNoSidewaysScroll,
  type Language,
  openFromMenu,
  pickChild,
  desktopUk,
  phoneEn,
  type Variant,
  signInAs,
  mockSchoolReady,
} from './cabinet-page';

/**
 * The course views of the student and the parent: from the menu to a
 * group's general page, its schedule, a lesson (saved to the calendar as an .ics file with the
 * school's time zone), the summary and the catch-up lessons; the parent follows a child's group
 * and individual lessons; the student their individual lessons. Each journey once, in one of the
 * two variants (see `variants`), with axe on every page.
 */

const texts = {
  uk: {
    groups: 'Групи',
    individuals: 'Індивідуальні заняття',
    schedule: 'Розклад',
    summary: 'Підсумок',
    catchUp: 'Відпрацювання',
    about: 'Про курс',
    feed: 'Стрічка групи',
    addToCalendar: 'Додати в календар',
    schoolTime: '(за київським часом)',
    viewerTime: 'Ваш час:',
    attendance: 'Відвідування',
    modules: 'Модулі',
    finalTest: 'Фінальний тест',
    catchUpTitle: /^Відпрацювання заняття \d+\./,
    childGroups: (name: string) => `Групи: ${name}`,
    childIndividuals: (name: string) => `Індивідуальні заняття: ${name}`,
  },
  en: {
    groups: 'Groups',
    individuals: 'Individual lessons',
    schedule: 'Schedule',
    summary: 'Summary',
    catchUp: 'Catch-up lessons',
    about: 'About the course',
    feed: 'Group feed',
    addToCalendar: 'Add to calendar',
    schoolTime: '(Kyiv time)',
    viewerTime: 'Your time:',
    attendance: 'Attendance',
    modules: 'Modules',
    finalTest: 'Final test',
    catchUpTitle: /^Catch-up for lesson \d+\./,
    childGroups: (name: string) => `Groups: ${name}`,
    childIndividuals: (name: string) => `Individual lessons: ${name}`,
  },
} as const;

type ApiCourse = {
  id: number;
  name: string;
  kind: 'group' | 'individual';
  status: string;
  student: { id: number; name: string; name_en: string | null } | null;
};

test.describe.configure({ timeout: 120_000 });

/** The caller's courses of a kind, as the cabinet reads them (the mock school answers in the page). */
async function coursesOf(page: Page, kind: 'group' | 'individual'): Promise<ApiCourse[]> {
  await mockSchoolReady(page);
  return page.evaluate(async (kind) => {
    const answer = await fetch(`/api/v1/courses?kind=${kind}&per_page=100`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await answer.json()) as { data: ApiCourse[] }).data;
  }, kind);
}

/** A course section's tab (a real link in the course's tab strip). */
const tab = (page: Page, language: Language, name: string) =>
  page
    .getByRole('navigation', { name: language === 'en' ? 'Course sections' : 'Розділи курсу' })
    .getByRole('link', { name, exact: true });

/** Checks a page: no serious axe finding, nothing wider than the screen. */
async function checkPage(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
}

/** On the schedule: the first lesson still ahead (it offers the calendar) and its title. */
async function firstUpcomingLesson(
  page: Page,
  language: Language,
): Promise<{ item: Locator; title: string }> {
  const button = page.getByRole('button', { name: new RegExp(`^${texts[language].addToCalendar}`) }).first();
  await expect(button).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: button }).first();
  const title = (await item.getByRole('heading', { level: 3 }).innerText()).trim();
  return { item, title };
}

/** Saves the lesson to the calendar and reads the .ics file the browser downloaded. */
async function downloadCalendar(page: Page, item: Locator, language: Language): Promise<string> {
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: new RegExp(`^${texts[language].addToCalendar}`) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lesson-\d+\.ics$/);
  return readFile(await file.path(), 'utf8');
}

/** Opens a lesson from the schedule and checks its page. */
async function openLesson(page: Page, item: Locator, title: string, language: Language) {
  const t = texts[language];
  await item.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/(lesson\/)?\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(t.schoolTime).first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${t.addToCalendar}`) })).toBeVisible();
  await checkPage(page);
}

/** Declares the student's group journey in one variant. */
function studentGroupJourney({ language, width, height }: Variant) {
  const t = texts[language];

  test(`the student follows a group: general, schedule, a lesson to the calendar, summary, catch-up (${language}, ${width} px)`, async ({
    page,
  }) => {
    await signInAs(page, { language, width, height }, 'student@demo.school');
    await openFromMenu(page, language, width, t.groups);
    await expect(page).toHaveURL(/\/student\/groups$/);
    await expect(page.getByRole('heading', { level: 1, name: t.groups })).toBeVisible();
    const group = (await coursesOf(page, 'group')).find((course) => course.status === 'in_progress');
    if (!group) throw new Error('The demo student has a group in progress');
    await expect(page.getByRole('article')).toHaveCount((await coursesOf(page, 'group')).length);
    await checkPage(page);

    await page.getByRole('link', { name: group.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/student/groups/${group.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: group.name })).toBeVisible();
    await expect(page.getByRole('region', { name: t.about })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.feed })).toBeVisible();
    await checkPage(page);

    await tab(page, language, t.schedule).click();
    await expect(page).toHaveURL(new RegExp(`/student/groups/schedule/${group.id}$`));
    const { item, title } = await firstUpcomingLesson(page, language);
    await checkPage(page);
    const calendar = await downloadCalendar(page, item, language);
    const unfolded = calendar.replace(/\r\n /g, '');
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Kyiv\r\n');
    expect(unfolded).toMatch(/\r\nDTSTART;TZID=Europe\/Kyiv:\d{8}T\d{6}\r\n/);
    expect(unfolded).toContain(`SUMMARY:${group.name} · ${title.replace(/([,;\\])/g, '\\$1')}\r\n`);
    expect(unfolded).toMatch(/\r\n(DESCRIPTION|LOCATION):.*zoom/i);

    await openLesson(page, item, title, language);
    // The browser runs in UTC here: the viewer's own time is named beside the school's.
    await expect(page.getByText(t.viewerTime).first()).toBeVisible();

    await tab(page, language, t.summary).click();
    await expect(page).toHaveURL(new RegExp(`/student/groups/summary/${group.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: t.attendance })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.modules })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await checkPage(page);

    await tab(page, language, t.catchUp).click();
    await expect(page).toHaveURL(new RegExp(`/student/groups/${group.id}/catch-up$`));
    await expect(page.getByRole('heading', { level: 3, name: t.catchUpTitle }).first()).toBeVisible();
    await checkPage(page);
  });
}
studentGroupJourney(desktopUk);

/** Declares the parent's group journey in one variant. */
function parentGroupJourney({ language, width, height }: Variant) {
  const t = texts[language];

  test(`the parent picks a child's group, its schedule and a lesson (${language}, ${width} px)`, async ({
    page,
  }) => {
    await signInAs(page, { language, width, height }, 'parent@demo.school');
    await openFromMenu(page, language, width, t.groups);
    await expect(page).toHaveURL(/\/parent\/groups$/);
    const group = (await coursesOf(page, 'group')).find((course) => course.status === 'in_progress');
    if (!group?.student) throw new Error('The demo parent follows a child in a group');
    const child = language === 'en' ? (group.student.name_en ?? group.student.name) : group.student.name;
    await pickChild(page, language, child);
    const childGroups = page.getByRole('region', { name: t.childGroups(child) });
    await expect(childGroups).toBeVisible();
    await checkPage(page);

    await childGroups.getByRole('link', { name: group.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/parent/groups/${group.id}/${group.student.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${group.name}`) })).toBeVisible();
    await expect(page.getByRole('region', { name: t.about })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.feed })).toBeVisible();
    await checkPage(page);

    await tab(page, language, t.schedule).click();
    await expect(page).toHaveURL(new RegExp(`/parent/groups/schedule/${group.id}/${group.student.id}$`));
    const { item, title } = await firstUpcomingLesson(page, language);
    await checkPage(page);
    await openLesson(page, item, title, language);
    await expect(page).toHaveURL(
      new RegExp(`/parent/groups/schedule/${group.id}/${group.student.id}/lesson/\\d+$`),
    );
  });
}
parentGroupJourney(phoneEn);

/** The student's journey on a phone in English, the parent's at desktop width in Ukrainian. */
const individualJourneys = [
  { who: 'student@demo.school', viewer: 'student', ...phoneEn },
  { who: 'parent@demo.school', viewer: 'parent', ...desktopUk },
] as const;

for (const { who, viewer, language, width, height } of individualJourneys) {
  const t = texts[language];

  test(`the ${viewer}'s individual lessons: list, general, schedule, lesson (${language}, ${width} px)`, async ({
    page,
  }) => {
    await signInAs(page, { language, width, height }, who);
    await openFromMenu(page, language, width, t.individuals);
    await expect(page).toHaveURL(new RegExp(`/${viewer}/individuals$`));
    const course = (await coursesOf(page, 'individual')).find((row) => row.status === 'in_progress');
    if (!course) throw new Error('The demo account has an individual course in progress');
    let list: Page | Locator = page;
    if (viewer === 'parent' && course.student) {
      const child = language === 'en' ? (course.student.name_en ?? course.student.name) : course.student.name;
      await pickChild(page, language, child);
      list = page.getByRole('region', { name: t.childIndividuals(child) });
    }
    await expect(list.getByRole('link', { name: course.name, exact: true })).toBeVisible();
    await checkPage(page);

    await list.getByRole('link', { name: course.name, exact: true }).click();
    await expect(page.getByRole('region', { name: t.about })).toBeVisible();
    // An individual course has no group feed.
    await expect(page.getByRole('heading', { level: 2, name: t.feed })).toHaveCount(0);
    await checkPage(page);

    await tab(page, language, t.schedule).click();
    await expect(page).toHaveURL(new RegExp(`/${viewer}/individuals/${course.id}/schedule`));
    const { item, title } = await firstUpcomingLesson(page, language);
    await checkPage(page);
    await openLesson(page, item, title, language);
  });
}
