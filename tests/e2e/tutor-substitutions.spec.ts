import { expectNoSeriousA11yViolations } from './axe';
import {
  type Variant,
  desktopUk,
  expectNoSidewaysScroll,
  openFromMenu,
  phoneEn,
  signInAs,
} from './cabinet-page';
import { expect, type Page, test } from './journey';

/**
 * The tutor's substitutions: they filter the requests by their own and other tutors' in both
 * courses (the filter in the address survives a reload), accept a lesson another tutor offers,
 * open it under the group substitution pages (a TYLT group's lessons, course tasks with a task's
 * table and a trainee's work, trainees and summary, all read only), and open their calendar. axe
 * on every page visited; once in Ukrainian at desktop width (TYLT) and once in English on a phone
 * (TKT).
 */

test.describe.configure({ timeout: 240_000 });

const TEXTS = {
  uk: {
    menu: 'Заміни',
    calendar: 'Календар',
    filter: 'Чиї запити',
    mine: 'Мої запити',
    others: 'Інших тьюторів',
    all: 'Усі',
    courses: 'Курси',
    accept: 'Прийняти',
    youTook: /Ви взяли заняття/,
    lessonSections: 'Розділи уроку',
  },
  en: {
    menu: 'Substitutions',
    calendar: 'Calendar',
    filter: 'Whose requests',
    mine: 'My requests',
    others: 'Other tutors’',
    all: 'All',
    courses: 'Courses',
    accept: 'Accept',
    youTook: /You took the lesson/,
    lessonSections: 'Lesson sections',
  },
} as const;

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/**
 * The TYLT group the tutor substitutes in, from its lesson's page, by the group's tabs: what its
 * tutor sees, with nothing of the group's to change (in Ukrainian).
 */
async function readTyltGroup(page: Page) {
  const main = page.getByRole('main');
  const group = String.raw`/tutor/tylt-groups/substitutions/\d+`;
  await main.getByRole('link', { name: 'Заняття', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${group}/lessons$`));
  await expect(
    page.getByText('Ви заміняєте в цій групі: заняття слухачам публікує тьютор групи.'),
  ).toBeVisible();
  await expect(main.getByText(/^(Не о|О)публіковано слухачам$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Опублікувати слухачам' })).toHaveCount(0);
  await checkPage(page);

  await main.getByRole('link', { name: 'Завдання курсу', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${group}/course-tasks$`));
  await expect(page.getByText(/^Ви заміняєте в цій групі: вам видно завдання курсу/)).toBeVisible();
  await expect(page.getByText(/^Ви заміняєте в цій групі: вам видно оцінки й сертифікати/)).toBeVisible();
  await expect(main.getByRole('link', { name: /^Редагувати/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Видати' })).toHaveCount(0);
  await checkPage(page);
  await page.getByRole('link', { name: 'Observation task: a young learners lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`${group}/course-tasks/ot-yl/\\d+$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Роботи слухачів' })).toBeVisible();
  await checkPage(page);
  await page
    .getByRole('region', { name: 'Роботи слухачів' })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(new RegExp(`${group}/course-tasks/ot-yl/\\d+/review/\\d+$`));
  await expect(
    page.getByText('Роботи перевіряє тьютор групи: як замінник ви їх лише переглядаєте.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Завершити' })).toHaveCount(0);
  await checkPage(page);

  await main.getByRole('link', { name: 'Слухачі', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${group}/trainees$`));
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await checkPage(page);

  await main.getByRole('link', { name: 'Підсумок курсу', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${group}/course-summary$`));
  await expect(main.getByRole('heading', { level: 2, name: 'Учні' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Згенерувати сертифікати' })).toHaveCount(0);
  await checkPage(page);
}

async function journey(page: Page, variant: Variant, type: 'tkt' | 'tylt') {
  const text = TEXTS[variant.language];
  const other = type === 'tkt' ? 'tylt' : 'tkt';
  await signInAs(page, variant, 'tutor@demo.school');
  await openFromMenu(page, variant.language, variant.width, text.menu);
  await expect(page).toHaveURL(/\/tutor\/substitutions\/tkt$/);
  const filter = page.getByRole('navigation', { name: text.filter });
  await expect(filter.getByRole('link', { name: text.all })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await checkPage(page);

  // Both courses, own and other tutors' requests: the filter lives in the address.
  const courses = page.getByRole('navigation', { name: text.courses });
  for (const course of [other, type]) {
    await courses.getByRole('link', { name: course.toUpperCase(), exact: true }).click();
    // The filter's links follow the course once its page has opened.
    await expect(courses.getByRole('link', { name: course.toUpperCase(), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(filter.getByRole('link', { name: text.mine })).toHaveAttribute(
      'href',
      new RegExp(`/tutor/substitutions/${course}\\?filter=is_mine$`),
    );
    await filter.getByRole('link', { name: text.mine }).click();
    await expect(page).toHaveURL(new RegExp(`/tutor/substitutions/${course}\\?filter=is_mine$`));
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await checkPage(page);
    await filter.getByRole('link', { name: text.others }).click();
    await expect(page).toHaveURL(new RegExp(`/tutor/substitutions/${course}\\?filter=is_not_mine$`));
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await checkPage(page);
  }
  await page.reload();
  await expect(filter.getByRole('link', { name: text.others })).toHaveAttribute('aria-current', 'page');

  // Accept a lesson the other tutor offers; its title then opens it under the substitution pages.
  const offered = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${text.accept}`) }) })
    .first();
  const title = (await offered.getByRole('heading').first().textContent()) ?? '';
  expect(title).not.toBe('');
  await offered.getByRole('button', { name: new RegExp(`^${text.accept}`) }).click();
  const dialog = page.getByRole('dialog');
  await checkPage(page);
  await dialog.getByRole('button', { name: text.accept, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: text.youTook })).toBeVisible();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tutor/${type}-groups/substitutions/\\d+/schedule/\\d+$`));
  await expect(page.getByRole('navigation', { name: text.lessonSections })).toBeVisible();
  await checkPage(page);
  if (type === 'tylt') await readTyltGroup(page);

  // The calendar holds the tutor's lessons.
  await openFromMenu(page, variant.language, variant.width, text.calendar);
  await expect(page).toHaveURL(/\/teacher\/calendar/);
  await checkPage(page);
}

test('the tutor filters substitutions and takes another tutor’s TYLT lesson (uk, desktop)', async ({
  page,
}) => {
  await journey(page, desktopUk, 'tylt');
});

test('the tutor filters substitutions and takes another tutor’s TKT lesson (en, phone)', async ({ page }) => {
  await journey(page, phoneEn, 'tkt');
});
