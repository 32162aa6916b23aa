import type { CourseStudent, LessonListItem } from '@cabinet/api/model';
import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import {
  api,
  expectNoSidewaysScroll,
  type Language,
  openFromMenu,
  switchUser,
  phoneEn,
  signInAs,
} from './cabinet-page';

/**
 * A teacher's assigned tasks and tests (4 and the journey of item 13): the teacher
 * opens a group's assigned tasks from the menu, creates a task and a test (both hidden until access
 * is granted), appoints the test to a lesson and grants access; the student submits the task; the
 * teacher takes it to review and returns it with a comment; the student resubmits; the teacher
 * completes it. Once, in one of the two variants (see `variants`), with axe on
 * every page.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
// A long journey of two people on a busy machine.
test.describe.configure({ timeout: 600_000 });

const texts = {
  uk: {
    groups: 'Групи',
    tab: 'Призначені завдання',
    createTask: (module: string) => `Створити завдання в модулі ${module}`,
    createTest: (module: string) => `Створити тест у модулі ${module}`,
    title: 'Назва',
    description: 'Опис',
    maxScore: 'Максимальний бал',
    create: 'Створити',
    hidden: 'Приховано, доки не надано доступ',
    grant: 'Надати доступ',
    granted: 'Доступ надано',
    appoint: 'Призначити на урок',
    appointSubmit: 'Призначити',
    lesson: /^Урок \d+/,
    works: 'Роботи студентів',
    answer: 'Ваша відповідь',
    submit: 'Надіслати на перевірку',
    confirmSubmit: 'Надіслати',
    locked: 'Надіслано на перевірку: відповідь більше не можна змінити.',
    take: 'Взяти на перевірку',
    comment: 'Коментар студентові',
    giveBack: 'Повернути на доопрацювання',
    complete: 'Завершити',
    needReview: 'Потребує перевірки',
    needEdits: 'Потребує виправлень',
    sent: 'Надіслано',
    completed: 'Завершено',
    saveResult: 'Зберегти результат',
  },
  en: {
    groups: 'Groups',
    tab: 'Assigned tasks',
    createTask: (module: string) => `Create a task in ${module}`,
    createTest: (module: string) => `Create a test in ${module}`,
    title: 'Title',
    description: 'Description',
    maxScore: 'Maximum score',
    create: 'Create',
    hidden: 'Hidden until access is granted',
    grant: 'Grant access',
    granted: 'Access granted',
    appoint: 'Appoint to a lesson',
    appointSubmit: 'Appoint',
    lesson: /^Lesson \d+/,
    works: 'Students’ works',
    answer: 'Your answer',
    submit: 'Submit for review',
    confirmSubmit: 'Submit',
    locked: 'Sent for review: the answer can no longer be edited.',
    take: 'Take to review',
    comment: 'Comment to the student',
    giveBack: 'Return for edits',
    complete: 'Complete',
    needReview: 'Need review',
    needEdits: 'Need edits',
    sent: 'Sent',
    completed: 'Completed',
    saveResult: 'Save the result',
  },
} as const;

type ApiCourse = {
  id: number;
  name: string;
  modules?: { id: number; name: string; name_en: string | null }[];
};

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** A page is checked the same way everywhere: axe, and nothing wider than the screen. */
async function checkPage(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
}

/** Menu → Groups → the group → a tab, as a person gets there. */
async function openGroupTab(page: Page, language: Language, width: number, course: ApiCourse, tab: string) {
  await openFromMenu(page, language, width, texts[language].groups);
  await expect(page.getByRole('heading', { level: 1, name: texts[language].groups })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: course.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(course.name) })).toBeVisible();
  await page.getByRole('link', { name: tab, exact: true }).click();
  await expect(page.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
}

/** The teacher's group with the demo student and a lesson still to come, from the mock school. */
async function pickGroup(page: Page) {
  const courses = await api<{ data: ApiCourse[] }>(page, '/api/v1/courses?kind=group&per_page=100');
  for (const course of courses.data) {
    const students = await api<{ data: CourseStudent[] }>(page, `/api/v1/courses/${course.id}/students`);
    const student = students.data.find((s) => s.email === 'student@demo.school');
    const lessons = await api<{ data: LessonListItem[] }>(
      page,
      `/api/v1/courses/${course.id}/lessons?status=upcoming&per_page=100`,
    );
    if (student && lessons.data.length > 0) {
      const full = await api<{ data: Required<ApiCourse> }>(page, `/api/v1/courses/${course.id}`);
      return { course: full.data, student };
    }
  }
  throw new Error('The seed gives the demo teacher a group with the demo student and upcoming lessons');
}

/** The student opens the task from the menu, writes enough and submits it. */
async function studentSubmits(
  page: Page,
  language: Language,
  width: number,
  course: ApiCourse,
  taskId: number,
  title: string,
) {
  const t = texts[language];
  await openGroupTab(page, language, width, course, t.tab);
  const card = page
    .getByRole('article', { name: title, exact: true })
    .filter({ has: page.locator(`a[href$="/assigned-tasks/${taskId}"]`) });
  await card.getByRole('link', { name: title, exact: true }).click();
  const answer = page.getByRole('textbox', { name: t.answer });
  await answer.fill(`${await answer.inputValue()} ${words(25)}`.trim());
  await checkPage(page);
  await page.getByRole('button', { name: t.submit }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.confirmSubmit, exact: true }).click();
  await expect(page.getByText(t.locked)).toBeVisible();
}

/** The teacher opens the student's work from the menu: group → tasks → the task → the student. */
async function teacherOpensWork(
  page: Page,
  language: Language,
  width: number,
  course: ApiCourse,
  title: string,
  name: string,
) {
  const t = texts[language];
  await openGroupTab(page, language, width, course, t.tab);
  await page.getByRole('link', { name: title, exact: true }).first().click();
  const works = page.getByRole('region', { name: t.works });
  await expect(works).toBeVisible();
  await checkPage(page);
  await works.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
}

const statusOf = (page: Page) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: /^(Статус|Status)$/ })
    .locator('+ dd');

const { language, width } = phoneEn;
const t = texts[language];
test(`the teacher sets a task and a test; the task is reviewed, returned and completed (${language}, ${width} px)`, async ({
  page,
}) => {
  await signInAs(page, phoneEn, 'teacher@demo.school');
  const { course, student } = await pickGroup(page);
  const module = course.modules[0]!;
  const moduleName = language === 'en' ? module.name_en || module.name : module.name;
  const name = language === 'en' ? student.name_en || student.name : student.name;
  const title = `${language === 'en' ? 'Essay' : 'Есе'} ${width}`;

  // The list of the group's tasks, from the menu.
  await openGroupTab(page, language, width, course, t.tab);
  await expect(page.getByRole('heading', { level: 2, name: moduleName })).toBeVisible();
  await checkPage(page);

  // A task: created hidden, then access is granted.
  await page.getByRole('link', { name: t.createTask(moduleName) }).click();
  await page.getByRole('textbox', { name: t.title, exact: true }).fill(title);
  await page.getByRole('textbox', { name: t.description, exact: true }).fill('80-100 words');
  await checkPage(page);
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const taskId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(t.hidden)).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: t.grant }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.grant }).click();
  await expect(page.getByText(t.granted)).toBeVisible();

  // A test: created, appointed to a lesson, access granted.
  await page.getByRole('link', { name: t.tab, exact: true }).click();
  await page.getByRole('link', { name: t.createTest(moduleName) }).click();
  await page.getByRole('textbox', { name: t.description, exact: true }).fill('Unit test');
  await page.getByRole('textbox', { name: t.maxScore, exact: true }).fill('20');
  await checkPage(page);
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await expect(page.getByRole('button', { name: t.appoint })).toBeVisible();
  await page.getByRole('button', { name: t.appoint }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio').first().check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: t.appointSubmit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText(t.lesson).first()).toBeVisible();
  await page.getByRole('button', { name: t.grant }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.grant }).click();
  await expect(page.getByText(t.granted)).toBeVisible();
  await checkPage(page);

  // The student submits the task.
  await switchUser(page, language, 'student@demo.school');
  await studentSubmits(page, language, width, course, taskId, title);

  // The teacher takes it to review and returns it with a comment.
  await switchUser(page, language, 'teacher@demo.school');
  await teacherOpensWork(page, language, width, course, title, name);
  await expect(statusOf(page)).toHaveText(t.sent);
  await page.getByRole('button', { name: t.take }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: t.take }).click();
  await expect(statusOf(page)).toHaveText(t.needReview);
  const comment = language === 'en' ? 'Check the verb forms.' : 'Перевірте форми дієслів.';
  await page.getByRole('textbox', { name: t.comment }).fill(comment);
  await page.getByRole('button', { name: t.giveBack }).click();
  await expect(statusOf(page)).toHaveText(t.needEdits);
  await expect(page.getByText(comment)).toBeVisible();
  await checkPage(page);

  // The student resubmits.
  await switchUser(page, language, 'student@demo.school');
  await studentSubmits(page, language, width, course, taskId, title);

  // The teacher completes it.
  await switchUser(page, language, 'teacher@demo.school');
  await teacherOpensWork(page, language, width, course, title, name);
  await page.getByRole('button', { name: t.complete, exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: t.complete, exact: true }).click();
  await expect(statusOf(page)).toHaveText(t.completed);
  await expect(page.locator('#notistack-snackbar')).toBeVisible();
  await expect(page.getByRole('button', { name: t.saveResult })).toBeVisible();
  await checkPage(page);
});
