import type { Assignment, Course } from '@cabinet/api/model';
import { expect, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { DEMO_PASSWORD } from './sign-in-helpers';
import { api, expectNoSidewaysScroll, phoneEn, signInAs } from './cabinet-page';

/**
 * The notification centre: the demo student's page stays open while a teacher returns their task;
 * the bell counts one more within seconds, without a reload, through the live socket. Then the
 * list (the notification links to the task) and the settings page, with axe. The mock school
 * lives in each browser context's own storage, so the teacher acts through the mock school's API
 * inside the student's page, with the teacher's own token (as homework.spec.ts does). Once, in
 * English on a 360 px phone.
 */
const { language, width } = phoneEn;

test.describe.configure({ timeout: 120_000 });

test(`a teacher returns a task and the student's bell counts one more, live (${language}, ${width} px)`, async ({
  page,
}) => {
  await signInAs(page, phoneEn, 'student@demo.school');
  const me = await api<{ data: { id: number } }>(page, '/api/v1/cabinet-user');
  const courses = await api<{ data: Course[] }>(page, '/api/v1/courses?kind=group&status=in_progress');
  const course = courses.data[0]!;
  const tasks = await api<{ data: Assignment[] }>(page, `/api/v1/courses/${course.id}/assignments`);
  const task = tasks.data.find((each) => each.kind === 'task' && each.work?.status === 'not_opened');
  if (!task) throw new Error('The seed keeps a task the demo student has not opened');
  // The student hands the task in (through the API: homework.spec.ts walks that page).
  const work = `/api/v1/assignments/${task.id}/work/${me.data.id}`;
  await api(page, `${work}/open`, { method: 'POST' });
  const text = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
  await api(page, `${work}/submit`, { method: 'POST', body: { text, file_ids: [] } });

  // The student's notifications page is open (the bell is in every page's header).
  await page.goto('/profile/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
  await expect(bell).toBeVisible();
  const before = await bell.getAttribute('aria-label');
  const count = (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

  // The teacher, signed in elsewhere, takes the work to review and returns it.
  const { token } = await api<{ token: string }>(page, '/api/v1/cabinet-auth', {
    method: 'POST',
    body: { email: 'teacher@demo.school', password: DEMO_PASSWORD, userAgent: 'e2e' },
  });
  await api(page, `${work}/review`, { method: 'POST', body: { action: 'take' }, token });
  await api(page, `${work}/review`, {
    method: 'POST',
    body: { action: 'return', comment: 'Add a conclusion, please.' },
    token,
  });

  const after = page
    .getByRole('banner')
    .getByRole('button', { name: `Notifications, ${count(before) + 1} unread`, exact: true });
  await expect(after).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText(`New notification: ${count(before) + 1} unread`)).toBeAttached();

  // The page's list shows it too, newest first and unread; axe on the page.
  const title = task.title_en || task.title;
  const returned = `Unread: “${title}” was returned to you for revision`;
  await expect(
    page
      .getByRole('main')
      .getByRole('list', { name: 'Notifications, newest first' })
      .getByRole('listitem')
      .first(),
  ).toContainText(returned);
  await expectNoSeriousA11yViolations(page);

  // The bell's list: the same, with a link to the task; axe on it, and it fits the phone.
  await after.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const newest = dialog
    .getByRole('list', { name: 'Notifications, newest first' })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(returned);
  await expect(newest.getByRole('link')).toHaveAttribute('href', new RegExp(`/assigned-tasks/${task.id}$`));
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Opening it marks it read and leads to the task.
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/assigned-tasks/${task.id}$`));
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Notifications, / }),
  ).toHaveAccessibleName(
    count(before) === 0 ? 'Notifications, none unread' : `Notifications, ${count(before)} unread`,
  );

  // The settings: the student turns off e-mails of graded tasks and saves.
  await page.goto('/profile/notifications/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  await page.getByRole('combobox', { name: 'A task graded E-mail' }).click();
  await page.getByRole('option', { name: 'Never' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
});
