import type { Course } from '@cabinet/api/model';
import { expectNoSeriousA11yViolations } from './axe';
import {
  api,
  desktopUk,
  expectNoSidewaysScroll,
  openFromMenu,
  phoneEn,
  signInAs,
  switchLanguage,
  switchUser,
} from './cabinet-page';
import { expect, type Page, test } from './journey';

/**
 * A TYLT observation task goes round: the tutor (Ukrainian, desktop) returns the demo trainee's
 * work with a comment; the trainee (English, phone) reads it, edits and sends it again; the tutor
 * completes it with a grade, the round before kept with its comment, and finds the certificate the
 * grades now recommend, which waits for the group's last lesson (the group runs: "Issue" is not
 * available, and the page says why); the trainee's certificate waits too. axe on every page.
 */

test.describe.configure({ timeout: 240_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const TRAINEE_UK = 'Марія Ткаченко';
const RETURN_COMMENT = 'Додайте приклад того, як учителька перевіряла розуміння.';
const ADDED = ' The teacher checked understanding with thumbs up and short yes/no questions.';

async function openReview(page: Page, group: string) {
  await openFromMenu(page, desktopUk.language, desktopUk.width, 'Групи TYLT');
  await page.getByRole('link', { name: group, exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Завдання курсу', exact: true }).click();
  await page.getByRole('link', { name: 'Observation task: a young learners lesson' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Роботи слухачів' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: TRAINEE_UK }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Перевірка' })).toBeVisible();
}

test('a TYLT task is returned, sent again and completed; the certificate waits for the last lesson', async ({
  page,
}) => {
  await signInAs(page, desktopUk, 'tutor@demo.school');
  const groups = await api<{ data: Course[] }>(page, '/api/v1/courses?training=tylt&status=in_progress');
  const group = groups.data[0]!.name;

  // The tutor returns the sent work with a comment.
  await openReview(page, group);
  await checkPage(page);
  await page.getByRole('button', { name: 'Повернути на доопрацювання' }).click();
  await expect(page.getByText('Напишіть, що слухачеві варто змінити.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Коментар для слухача' }).fill(RETURN_COMMENT);
  await page.getByRole('button', { name: 'Повернути на доопрацювання' }).click();
  await expect(page.getByText(RETURN_COMMENT)).toBeVisible();
  await checkPage(page);

  // The trainee reads the comment, edits and sends the next round.
  await switchUser(page, desktopUk.language, 'trainee@demo.school');
  await page.setViewportSize({ width: phoneEn.width, height: phoneEn.height });
  await switchLanguage(page, phoneEn.language);
  await openFromMenu(page, phoneEn.language, phoneEn.width, 'TYLT groups');
  await page.getByRole('link', { name: group, exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Course tasks', exact: true }).click();
  await checkPage(page);
  await page.getByRole('link', { name: 'Observation task: a young learners lesson' }).click();
  await expect(page).toHaveURL(/\/course-tasks\/\d+\/observation-task-yl$/);
  await expect(page.getByText(RETURN_COMMENT)).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Text' });
  await text.fill(`${await text.inputValue()}${ADDED}`);
  await checkPage(page);
  await page.getByRole('button', { name: 'Send for review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the work for review?' });
  await checkPage(page);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(
    page.getByText('Sent for review: you can no longer change it.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveCount(0);
  await checkPage(page);

  // The tutor completes it with a grade; both rounds stay, each with its text and comment.
  await page.evaluate(() => localStorage.setItem('appLanguage', 'uk'));
  await page.setViewportSize({ width: desktopUk.width, height: desktopUk.height });
  await page.reload();
  await switchUser(page, desktopUk.language, 'tutor@demo.school');
  await openReview(page, group);
  await page.getByRole('textbox', { name: 'Коментар для слухача' }).fill('Тепер спостереження повне.');
  await page.getByRole('group', { name: 'Оцінка' }).getByRole('radio', { name: 'Strong Pass' }).check();
  await page.getByRole('button', { name: 'Завершити' }).click();
  await expect(page.getByText('Роботу завершено.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Спроба 2' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Спроба 1' })).toBeVisible();
  await expect(page.getByText(RETURN_COMMENT)).toBeVisible();
  await checkPage(page);

  // A lesson of the group is published to the trainees.
  await page.getByRole('main').getByRole('link', { name: 'Заняття', exact: true }).click();
  const unpublished = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Опублікувати слухачам' }) })
    .first();
  const lessonName = (await unpublished.getAttribute('aria-label')) ?? '';
  await unpublished.getByRole('button', { name: 'Опублікувати слухачам' }).click();
  await expect(page.getByRole('listitem', { name: lessonName })).toContainText('Опубліковано слухачам');
  await checkPage(page);

  // The certificate: the grades now recommend Pass, and it waits for the group's last lesson.
  await page.getByRole('main').getByRole('link', { name: 'Завдання курсу', exact: true }).click();
  const line = page.getByRole('listitem', { name: TRAINEE_UK });
  await expect(line).toContainText('За оцінками рекомендовано: Pass.');
  const waits =
    'Сертифікати видають, коли останнє заняття групи позначено завершеним: доти кнопка «Видати» недоступна.';
  await expect(page.getByText(waits)).toBeVisible();
  await expect(line.getByRole('button', { name: 'Видати' })).toBeDisabled();
  await expect(line.getByRole('button', { name: 'Видати' })).toHaveAccessibleDescription(waits);
  await checkPage(page);

  // The group about to start: the tutor sets a task still missing; an empty title is refused.
  const upcoming = await api<{ data: Course[] }>(
    page,
    '/api/v1/courses?training=tylt&status=waiting_for_start',
  );
  await openFromMenu(page, desktopUk.language, desktopUk.width, 'Групи TYLT');
  await page.getByRole('link', { name: upcoming.data[0]!.name, exact: true }).click();
  // Its lessons cannot be published to the trainees before it starts.
  await page.getByRole('main').getByRole('link', { name: 'Заняття', exact: true }).click();
  await expect(page.getByText(/Група ще не почала навчання/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Опублікувати слухачам' }).first()).toBeDisabled();
  await checkPage(page);
  await page.getByRole('main').getByRole('link', { name: 'Завдання курсу', exact: true }).click();
  await page.getByRole('link', { name: 'Задати завдання: Спостереження: підлітки' }).click();
  await expect(page).toHaveURL(/\/course-tasks\/ot-teens\/create$/);
  await page.getByRole('button', { name: 'Задати завдання' }).click();
  await expect(page.getByText('Додайте назву')).toBeVisible();
  await checkPage(page);
  await page.getByRole('textbox', { name: 'Назва' }).fill('Спостереження уроку для підлітків');
  await page
    .getByRole('textbox', { name: 'Опис' })
    .fill('Спостерігайте урок для 13–17 років і заповніть форму.');
  await page.getByRole('button', { name: 'Задати завдання' }).click();
  await expect(page).toHaveURL(/\/course-tasks\/ot-teens\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Роботи слухачів' })).toBeVisible();
  await expect(page.getByText('Спостерігайте урок для 13–17 років і заповніть форму.')).toBeVisible();
  await checkPage(page);

  // The trainee's certificate waits too.
  await switchUser(page, desktopUk.language, 'trainee@demo.school');
  await page.setViewportSize({ width: phoneEn.width, height: phoneEn.height });
  await switchLanguage(page, phoneEn.language);
  await openFromMenu(page, phoneEn.language, phoneEn.width, 'TYLT groups');
  await page.getByRole('link', { name: group, exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: 'Course tasks', exact: true }).click();
  const certificate = page.getByRole('region', { name: 'Your certificate' });
  await expect(certificate).toContainText('The tutor has not issued your certificate yet.');
  await expect(certificate.getByRole('button', { name: 'Download the certificate' })).toHaveCount(0);
  await checkPage(page);
});
