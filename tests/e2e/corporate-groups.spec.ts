import type { Assignment, Course } from '@cabinet/api/model';
import { expectNoSeriousA11yViolations } from './axe';
import {
  api,
  desktopUk,
  expectNoSidewaysScroll,
  openFromMenu,
  phoneEn,
  signInAs,
  switchUser,
} from './cabinet-page';
import { expect, type Page, test } from './journey';

/**
 * A company's group on the school's features: the corporate teacher sends a student's module
 * feedback, which goes straight to the company's manager, who reads it in the group; the employee
 * submits homework in the group, the corporate teacher reviews and completes it, and the employee
 * books a club. axe on every page visited.
 */

test.describe.configure({ timeout: 240_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const PROGRESS = 'Leads the weekly meeting in English and asks clearer questions.';

test('the corporate teacher sends module feedback that the company’s manager then reads', async ({
  page,
}) => {
  const { language, width } = phoneEn;
  await signInAs(page, phoneEn, 'corp.teacher@demo.school');
  const groups = await api<{ data: Course[] }>(page, '/api/v1/courses?kind=group&status=in_progress');
  const group = groups.data[0]!;
  await openFromMenu(page, language, width, 'Groups');
  await page.getByRole('link', { name: group.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: group.name })).toBeVisible();
  await checkPage(page);
  await page.getByRole('main').getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Feedback: / })).toBeVisible();
  await checkPage(page);
  await page
    .getByRole('link', { name: /^Write for / })
    .first()
    .click();
  const title = page.getByRole('heading', { level: 1, name: /^Module feedback: / });
  await expect(title).toBeVisible();
  const student = ((await title.textContent()) ?? '').replace(/^Module feedback: /, '');
  await page.getByLabel('Topics covered').fill('Negotiations, e-mails to partners, small talk.');
  await page.getByLabel('Test result').fill('18/20');
  await page.getByLabel('Test comment').fill('Strong in reading; a few slips in listening.');
  await page.getByLabel('Recommendations').fill('Practise phone calls with a colleague.');
  await page.getByLabel('Comment on progress').fill(PROGRESS);
  await page.getByLabel('General group comment').fill('A focused team that helps each other.');
  for (const legend of ['Homework', 'Performance', 'Work in class', 'Lexis', 'Grammar', 'Mark']) {
    await page.getByRole('group', { name: legend, exact: true }).getByRole('radio', { name: 'Good' }).check();
  }
  await checkPage(page);
  await page.getByRole('button', { name: "Send to the company's manager" }).click();
  await expect(
    page
      .getByRole('main')
      .getByText("Editing is not available at the moment: the feedback is sent to the company's manager."),
  ).toBeVisible();
  await checkPage(page);

  await switchUser(page, language, 'hr@demo.school');
  await openFromMenu(page, language, width, 'Groups');
  await page.getByRole('link', { name: group.name, exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Feedback', exact: true }).click();
  const section = page.getByRole('region', { name: student });
  await expect(section.getByText(PROGRESS)).toBeVisible();
  await checkPage(page);
  // The manager reads; the group's pages offer no writing.
  await page.getByRole('main').getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Lesson / }).first()).toBeVisible();
  await checkPage(page);
});

const statusOf = (page: Page) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: /^(Статус|Status)$/ })
    .locator('+ dd');

test('the employee submits homework, the corporate teacher reviews it, and the employee books a club', async ({
  page,
}) => {
  const { language, width } = desktopUk;
  await signInAs(page, desktopUk, 'corp.student@demo.school');
  const groups = await api<{ data: Course[] }>(page, '/api/v1/courses?kind=group&status=in_progress');
  const group = groups.data[0]!;
  const list = await api<{ data: Assignment[] }>(page, `/api/v1/courses/${group.id}/assignments`);
  const task = list.data.find(
    (a) =>
      a.kind === 'task' &&
      ['not_opened', 'not_written', 'in_progress', 'need_edits'].includes(a.work?.status ?? ''),
  );
  if (!task) throw new Error('The seed keeps a task the employee can still write');

  await openFromMenu(page, language, width, 'Групи');
  await page.getByRole('link', { name: group.name, exact: true }).first().click();
  await page.getByRole('main').getByRole('link', { name: 'Призначені завдання' }).click();
  await checkPage(page);
  await page.locator(`a[href$="/assigned-tasks/${task.id}"]`).first().click();
  const answer = page.getByRole('textbox', { name: 'Ваша відповідь' });
  await expect(answer).toBeEditable();
  // Long enough for any task's minimum of words.
  await answer.fill(
    Array.from(
      { length: 4 },
      () => 'Шановні колеги, надсилаю звіт про зустріч з партнерами та план на наступний тиждень.',
    ).join(' '),
  );
  await checkPage(page);
  await page.getByRole('button', { name: 'Надіслати на перевірку' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Надіслати', exact: true })
    .click({ timeout: 20_000 });
  await expect(page.getByText('Роботу надіслано на перевірку.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ваша відповідь' })).toHaveCount(0);
  await checkPage(page);

  // The corporate teacher finds the work from the group's tasks, takes it to review and completes it.
  const me = await api<{ data: { id: number } }>(page, '/api/v1/cabinet-user');
  await switchUser(page, language, 'corp.teacher@demo.school');
  await openFromMenu(page, language, width, 'Групи');
  await page.getByRole('link', { name: group.name, exact: true }).first().click();
  await page.getByRole('main').getByRole('link', { name: 'Призначені завдання' }).click();
  await page.locator(`a[href$="/assigned-tasks/task/${task.id}"]`).first().click();
  await page.locator(`a[href$="/assigned-tasks/task/${task.id}/${me.data.id}"]`).first().click();
  await expect(statusOf(page)).toHaveText('Надіслано');
  await checkPage(page);
  await page.getByRole('button', { name: 'Взяти на перевірку' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Взяти на перевірку' }).click();
  await expect(statusOf(page)).toHaveText('Потребує перевірки');
  await page.getByRole('button', { name: 'Завершити', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Завершити', exact: true }).click();
  await expect(statusOf(page)).toHaveText('Завершено');
  await checkPage(page);

  await switchUser(page, language, 'corp.student@demo.school');

  await openFromMenu(page, language, width, 'Клуби');
  await expect(page).toHaveURL(/\/corporate\/student\/clubs\/upcoming$/);
  await checkPage(page);
  const book = page.getByRole('button', { name: /^Записатися безкоштовно/ }).first();
  // The club's card is found by its title: once booked, its book button is gone.
  const title = await page
    .getByRole('article')
    .filter({ has: book })
    .first()
    .getByRole('heading')
    .first()
    .textContent();
  const club = page.getByRole('article', { name: title ?? '', exact: true }).first();
  await book.click();
  await expect(club.getByRole('status')).toHaveText('Ви записалися на безкоштовне місце цього тижня.');
  await checkPage(page);
});
