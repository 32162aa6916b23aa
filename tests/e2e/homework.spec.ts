import type { Assignment, Course } from '@cabinet/api/model';
import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';
import {
  api,
  expectNoSidewaysScroll,
  type Language,
  openFromMenu,
  pickChild,
  desktopUk,
  signInAs,
} from './cabinet-page';

/**
 * Homework: the student opens a task from the menu, writes an answer
 * that survives a reload, saves a draft, is asked before leaving unsaved text, keeps the text
 * through a failed submit, submits it (locked); the teacher takes it to review and returns it with
 * a comment through the mock school's API; the student sees the status and the comment, redoes and
 * resubmits. A parent opens a child's task read-only. Once, in one of the two variants (see
 * `variants`), with axe on every page.
 */

/** Pages load their parts on demand: on a busy machine a reload may take longer than the default. */
const expect = baseExpect.configure({ timeout: 15_000 });

const texts = {
  uk: {
    groups: 'Групи',
    tasksTab: 'Призначені завдання',
    answer: 'Ваша відповідь',
    studentAnswer: 'Відповідь учня',
    restored: /Відновлено вашу незбережену чернетку від/,
    keep: 'Залишити чернетку',
    saveDraft: 'Зберегти чернетку',
    saved: 'Чернетку збережено.',
    submit: 'Надіслати на перевірку',
    confirm: 'Надіслати',
    submitted: 'Роботу надіслано на перевірку.',
    locked: 'Надіслано на перевірку: відповідь більше не можна змінити.',
    taken: 'Викладач узяв вашу роботу на перевірку: її більше не можна змінити.',
    needEdits: /Викладач повернув роботу на доопрацювання/,
    leaveTitle: 'Вийти без збереження?',
    continueEditing: 'Продовжити редагування',
    failed: /Не надіслано: Щось пішло не так/,
    inProgress: 'Виконується',
    readOnly: /Ви бачите роботу учня такою, як вона є/,
  },
  en: {
    groups: 'Groups',
    tasksTab: 'Assigned tasks',
    answer: 'Your answer',
    studentAnswer: 'The student’s answer',
    restored: /Restored your unsaved draft from/,
    keep: 'Keep the draft',
    saveDraft: 'Save draft',
    saved: 'The draft is saved.',
    submit: 'Submit for review',
    confirm: 'Submit',
    submitted: 'Your work is sent for review.',
    locked: 'Sent for review: the answer can no longer be edited.',
    taken: 'The teacher has taken your work to review: it can no longer be edited.',
    needEdits: /The teacher returned your work for edits/,
    leaveTitle: 'Leave without saving?',
    continueEditing: 'Continue editing',
    failed: /Not sent: Something went wrong/,
    inProgress: 'In progress',
    readOnly: /You see the student’s work as it is/,
  },
} as const;

test.describe.configure({ timeout: 180_000 });

type ApiAssignment = Assignment;
type ApiCourse = Course;

/** The teacher's side, through the mock school's API: sign in as the teacher and review the work. */
async function teacherReviews(page: Page, assignmentId: number, studentId: number, comment: string) {
  const { token } = await api<{ token: string }>(page, '/api/v1/cabinet-auth', {
    method: 'POST',
    body: { email: 'teacher@demo.school', password: DEMO_PASSWORD, userAgent: 'e2e' },
  });
  const review = (body: object) =>
    api<{ data: { status: string } }>(page, `/api/v1/assignments/${assignmentId}/work/${studentId}/review`, {
      method: 'POST',
      body,
      token,
    });
  return { take: () => review({ action: 'take' }), giveBack: () => review({ action: 'return', comment }) };
}

const setErrorRate = (page: Page, errorRate: number) =>
  api(page, '/__mock/scenario', { method: 'PUT', body: { errorRate } });

const words = (n: number, language: Language) =>
  Array.from({ length: n }, (_, i) => (language === 'en' ? `word${i}` : `слово${i}`)).join(' ');

const titleOf = (a: ApiAssignment, language: Language) =>
  language === 'en' ? a.title_en || a.title : a.title;

/** The task's card in the list (two tasks may share a title): the one whose title links to it. */
const taskCard = (page: Page, task: ApiAssignment, language: Language) =>
  page
    .getByRole('article', { name: titleOf(task, language), exact: true })
    .filter({ has: page.locator(`a[href$="/assigned-tasks/${task.id}"]`) });

const { language, width, height } = desktopUk;
const t = texts[language];

test(`the student writes, saves, submits, and redoes a returned task (${language}, ${width} px)`, async ({
  page,
}) => {
  await page.setViewportSize({ width, height });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await signIn(page, 'student@demo.school', { language });
  const me = await api<{ data: { id: number } }>(page, '/api/v1/cabinet-user');
  const courses = await api<{ data: ApiCourse[] }>(page, '/api/v1/courses?kind=group&status=in_progress');
  const course = courses.data[0] as ApiCourse;
  const list = await api<{ data: ApiAssignment[] }>(page, `/api/v1/courses/${course.id}/assignments`);
  const task = list.data.find((a) => a.kind === 'task' && a.work?.status === 'not_opened');
  if (!task) throw new Error('The seed keeps a task the demo student has not opened');

  await openFromMenu(page, language, width, t.groups);
  await expect(page.getByRole('heading', { level: 1, name: t.groups })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: course.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(course.name) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: t.tasksTab }).click();
  await expect(page.getByRole('link', { name: t.tasksTab })).toHaveAttribute('aria-current', 'page');
  const card = taskCard(page, task, language);
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await card.getByRole('link', { name: titleOf(task, language), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: titleOf(task, language) })).toBeVisible();
  const answer = page.getByRole('textbox', { name: t.answer });
  await expect(answer).toBeEditable();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Written text is kept on the device at once and comes back after a reload.
  const first = words(25, language);
  await answer.fill(first);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('formDraft:'))))
    .toBe(true);
  await page.reload();
  // Reloading the tab with unsaved text got the browser's own question first.
  expect(dialogs).toContain('beforeunload');
  await expect(page.getByRole('textbox', { name: t.answer })).toHaveValue(first);
  const notice = page.getByRole('status').filter({ hasText: t.restored });
  await expect(notice).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: t.keep }).click();
  await expect(notice).toBeHidden();

  // Saved as a draft at the school.
  await page.getByRole('button', { name: t.saveDraft }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(t.inProgress);

  // Leaving with unsaved text asks first; continuing keeps it.
  const second = `${first} ${words(3, language)}`;
  await answer.fill(second);
  await page.getByRole('link', { name: t.tasksTab }).click();
  const leave = page.getByRole('dialog', { name: t.leaveTitle });
  await expect(leave).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await leave.getByRole('button', { name: t.continueEditing }).click();
  await expect(leave).toBeHidden();
  await expect(answer).toHaveValue(second);

  // A failed submit keeps the text and says why.
  await setErrorRate(page, 1);
  await page.getByRole('button', { name: t.submit }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.failed })).toBeVisible();
  await expect(answer).toHaveValue(second);
  await setErrorRate(page, 0);

  // Submitted: locked.
  await page.getByRole('button', { name: t.submit }).click();
  const confirm = page.getByRole('dialog');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByText(t.submitted)).toBeVisible();
  await expect(page.getByText(t.locked)).toBeVisible();
  await expect(page.getByRole('textbox', { name: t.answer })).toHaveCount(0);
  await expect(page.getByText(second)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The teacher takes it to review, then returns it with a comment.
  const comment =
    language === 'en' ? 'Check the verb forms, please.' : 'Перевірте, будь ласка, форми дієслів.';
  const teacher = await teacherReviews(page, task.id, me.data.id, comment);
  expect((await teacher.take()).data.status).toBe('need_review');
  await page.reload();
  await expect(page.getByText(t.taken)).toBeVisible();
  expect((await teacher.giveBack()).data.status).toBe('need_edits');
  await page.reload();
  await expect(page.getByText(t.needEdits)).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Redone and submitted again.
  const redone = page.getByRole('textbox', { name: t.answer });
  await expect(redone).toHaveValue(second);
  await redone.fill(`${second} ${words(5, language)}`);
  await page.getByRole('button', { name: t.submit }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByText(t.locked)).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test(`the parent opens a child's task read-only (${language}, ${width} px)`, async ({ page }) => {
  await signInAs(page, desktopUk, 'parent@demo.school');
  const courses = await api<{ data: ApiCourse[] }>(page, '/api/v1/courses?kind=group');
  const course = courses.data.find((c) => c.status === 'in_progress') ?? (courses.data[0] as ApiCourse);
  const child = course.student?.id;
  const list = await api<{ data: ApiAssignment[] }>(
    page,
    `/api/v1/courses/${course.id}/assignments?student_id=${child}`,
  );
  const task = list.data.find((a) => a.kind === 'task' && a.work && a.work.status !== 'not_opened');
  if (!task) throw new Error('The seed gives the children tasks');

  await openFromMenu(page, language, width, t.groups);
  if (course.student) {
    const name = language === 'en' ? course.student.name_en || course.student.name : course.student.name;
    await pickChild(page, language, name);
  }
  await page.getByRole('link', { name: course.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(course.name) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: t.tasksTab }).click();
  const card = taskCard(page, task, language);
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('link', { name: titleOf(task, language), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: titleOf(task, language) })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.studentAnswer })).toBeVisible();
  await expect(page.getByText(t.readOnly)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.saveDraft })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
});
