import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';

/**
 * The teacher's groups: the teacher opens Groups from the menu, a group, and every
 * tab of it built here (general, schedule, students, course summary, catch-up), and publishes a
 * post to the group's feed: refused over the limit, published within it. Once, in one of the two
 * variants (see `variants`), with axe on every page.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const GROUP = 'GE-B1-01';

const texts = {
  uk: {
    menuEntry: 'Групи',
    listTitle: 'Групи',
    tabsLabel: 'Розділи курсу',
    tabs: {
      schedule: 'Розклад',
      students: 'Учні',
      summary: 'Підсумок курсу',
      catchUp: 'Відпрацювання',
      general: 'Загальне',
    },
    about: 'Про курс',
    postLabel: 'Текст допису',
    publish: 'Опублікувати',
    tooLong: 'Текст перевищує ліміт у 2000 символів.',
    feed: 'Стрічка групи',
    published: 'Допис опубліковано.',
    lesson: /^Заняття \d+/,
    email: 'Е-пошта',
    students: 'Учні',
    catchUpsAhead: 'Заплановані',
  },
  en: {
    menuEntry: 'Groups',
    listTitle: 'Groups',
    tabsLabel: 'Course sections',
    tabs: {
      schedule: 'Schedule',
      students: 'Students',
      summary: 'Course summary',
      catchUp: 'Catch-up',
      general: 'General',
    },
    about: 'About the course',
    postLabel: 'Post text',
    publish: 'Publish',
    tooLong: 'The text exceeds the limit of 2000 characters.',
    feed: 'Group feed',
    published: 'The post is published.',
    lesson: /^Lesson \d+/,
    email: 'E-mail',
    students: 'Students',
    catchUpsAhead: 'Upcoming',
  },
} as const;

async function checkPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const { language, width } = phoneEn;
test(`teacher's groups: the list, a group's tabs and a feed post (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  const t = texts[language];
  await signInAs(page, phoneEn, 'teacher@demo.school');

  // The list of the teacher's groups, from the menu.
  await openFromMenu(page, language, width, t.menuEntry);
  await expect(page).toHaveURL(/\/teacher\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: GROUP, exact: true }).click();

  // General: the course's facts and the feed; a post over the limit is refused before sending.
  await expect(page).toHaveURL(/\/teacher\/groups\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.about })).toBeVisible();
  await checkPage(page);
  const field = page.getByRole('textbox', { name: t.postLabel });
  await field.fill('x'.repeat(2001));
  await page.getByRole('button', { name: t.publish }).click();
  await expect(page.getByText(t.tooLong)).toBeVisible();
  await expect(field).toHaveValue('x'.repeat(2001));
  const post = `Tomorrow we start at 18:30 (${language}, ${width})`;
  await field.fill(post);
  await page.getByRole('button', { name: t.publish }).click();
  const feed = page.getByRole('region', { name: t.feed });
  await expect(feed.getByRole('listitem').first()).toContainText(post);
  await expect(field).toHaveValue('');
  // The confirmation toast; axe measures the page once it has gone (a fading toast is mid-transition).
  const toast = page.getByText(t.published);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();
  await checkPage(page);

  const tabs = page.getByRole('navigation', { name: t.tabsLabel });
  // Schedule: lessons by module, each linking to its lesson page.
  await tabs.getByRole('link', { name: t.tabs.schedule, exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/groups\/1\/schedule$/);
  const lesson = page.getByRole('main').getByRole('link', { name: t.lesson }).first();
  await expect(lesson).toHaveAttribute('href', /^\/teacher\/groups\/1\/schedule\/lesson\/\d+$/);
  await checkPage(page);

  // Students: each with e-mail, linking to the student's page.
  await tabs.getByRole('link', { name: t.tabs.students, exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/groups\/1\/students$/);
  await expect(page.getByText(t.email).first()).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/teacher/students/"]').first()).toBeVisible();
  await checkPage(page);

  // Course summary: a card per student.
  await tabs.getByRole('link', { name: t.tabs.summary, exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/groups\/1\/course-summary$/);
  await expect(page.getByRole('heading', { level: 2, name: t.students, exact: true })).toBeVisible();
  await checkPage(page);

  // Catch-up: the students' catch-up lessons, the coming ones first.
  await tabs.getByRole('link', { name: t.tabs.catchUp, exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/groups\/1\/catch-up$/);
  await expect(page.getByRole('heading', { level: 2, name: t.catchUpsAhead })).toBeVisible();
  await checkPage(page);
});
