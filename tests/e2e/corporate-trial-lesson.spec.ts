import type { Course, LessonListItem } from '@cabinet/api/model';
import { expectNoSeriousA11yViolations } from './axe';
import { api, desktopUk, expectNoSidewaysScroll, openFromMenu, signInAs, switchUser } from './cabinet-page';
import { expect, type Page, test } from './journey';

/**
 * A company's new group opens with a trial lesson, in Ukrainian at desktop width: the corporate
 * teacher opens it from the group's schedule on its own page, reads the meeting, cannot complete
 * it before choosing the level, recommends one with a comment and completes it; the lesson shows in
 * their statistics as a company trial, and the company's manager reads the outcome. axe on every
 * page visited.
 */

test.describe.configure({ timeout: 240_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const COMMENT = 'Група впевнено говорить, але часи потребують практики. B2 підходить більшості.';

/** The company group whose trial lesson is held and waits for its teacher's summary. */
async function groupWithOpenTrial(page: Page): Promise<{ group: Course; trial: LessonListItem }> {
  const groups = await api<{ data: Course[] }>(page, '/api/v1/courses?kind=group&per_page=100');
  for (const group of groups.data) {
    const lessons = await api<{ data: LessonListItem[] }>(
      page,
      `/api/v1/courses/${group.id}/lessons?per_page=100`,
    );
    const trial = lessons.data.find((lesson) => lesson.type === 'trial' && lesson.status === 'incomplete');
    if (trial) return { group, trial };
  }
  throw new Error('No company group with a trial lesson to sum up');
}

test('the corporate teacher sums up a trial lesson, and the company’s manager reads it', async ({ page }) => {
  const { language, width } = desktopUk;
  await signInAs(page, desktopUk, 'corp.teacher@demo.school');
  const { group, trial } = await groupWithOpenTrial(page);

  await openFromMenu(page, language, width, 'Групи');
  await page.getByRole('link', { name: group.name, exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Розклад', exact: true }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Пробне заняття' });
  await expect(item).toHaveCount(1);
  await checkPage(page);
  await item.getByRole('link', { name: /^Заняття 1\b/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/teacher-corporate/groups/${group.id}/schedule/trial-lesson/${trial.id}$`),
  );
  const sections = page.getByRole('navigation', { name: 'Розділи уроку' });
  await expect(sections.getByRole('link')).toHaveText(['Підсумок заняття', 'Зустріч']);

  // Completing waits for the level.
  const complete = page.getByRole('button', { name: 'Позначити проведеним' });
  await expect(complete).toBeDisabled();
  await expect(page.getByText(/Спершу оберіть нижче рівень/)).toBeVisible();
  await checkPage(page);

  // The meeting: where the group met.
  await sections.getByRole('link', { name: 'Зустріч' }).click();
  await expect(page).toHaveURL(/\/trial-lesson\/\d+\/lesson-meeting$/);
  await expect(page.getByRole('link', { name: /Zoom/ }).first()).toBeVisible();
  await checkPage(page);
  await sections.getByRole('link', { name: 'Підсумок заняття' }).click();

  // The outcome: the level and the comment for the company, then completing the lesson.
  const outcome = page.getByRole('region', { name: 'Підсумок пробного заняття' });
  await outcome
    .getByRole('group', { name: 'Рекомендований рівень' })
    .getByRole('radio', { name: 'B2' })
    .check();
  await outcome.getByRole('textbox', { name: 'Коментар для компанії' }).fill(COMMENT);
  await outcome.getByRole('button', { name: 'Зберегти підсумок' }).click();
  await expect(outcome.getByRole('status')).toHaveText('Підсумок збережено.');
  await expect(complete).toBeEnabled();
  await complete.click();
  const dialog = page.getByRole('dialog');
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Позначити проведеним' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Урок проведено.')).toBeVisible();
  await checkPage(page);

  // The statistics count it among the company trials.
  await openFromMenu(page, language, width, 'Статистика');
  await expect(page.getByText(`Trial lesson, ${group.name} (Demo Corp)`)).toBeVisible();
  await checkPage(page);

  // The manager reads the outcome on the trial lesson's page in the group.
  await switchUser(page, language, 'hr@demo.school');
  await openFromMenu(page, language, width, 'Групи');
  await page.getByRole('link', { name: group.name, exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Розклад', exact: true }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Пробне заняття' })
    .getByRole('link', { name: /^Заняття 1\b/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/corporate-manager/groups/${group.id}/schedule/trial-lesson/${trial.id}$`),
  );
  const read = page.getByRole('region', { name: 'Підсумок пробного заняття' });
  await expect(read).toContainText('B2');
  await expect(read).toContainText(COMMENT);
  await checkPage(page);
});
