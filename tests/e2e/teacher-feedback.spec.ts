import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';

import { api, expectNoSidewaysScroll, openFromMenu, switchUser, desktopUk, signInAs } from './cabinet-page';

/**
 * Module feedback and its review (6 and the journey of item 13): the teacher
 * writes a student's module feedback, is refused while fields are empty, fills every field and
 * sends it for review, after which it is locked; the director of studies finds it from the menu,
 * opens it for editing with a comment; the teacher can edit it again. Once, in one of the two
 * variants (see `variants`), with axe on every page. Every page is reached by links, from the
 * menu's Groups to the group's Feedback tab.
 */

/** The demo teacher's group whose feedback the journey writes. */
const GROUP_ID = 1;
/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  uk: {
    menuEntry: 'Відгуки груп (методист)',
    groups: 'Групи',
    feedbackTab: 'Фідбеки',
    listTitle: /^Відгуки: /,
    write: /^Написати для /,
    formTitle: /^Відгук за модуль: /,
    send: 'Надіслати на перевірку',
    save: 'Зберегти чернетку',
    preview: 'Попередній перегляд',
    incomplete: 'Заповніть усі поля, щоб надіслати менеджеру: деякі поля не заповнено.',
    chooseMark: 'Оберіть оцінку.',
    tooShort: 'Поле має містити щонайменше 20 символів.',
    locked: /Редагування зараз недоступне/,
    fields: {
      topics_covered: 'Пройдені теми',
      test_result: 'Результат тесту',
      test_comment: 'Коментар до тесту',
      recommendations: 'Рекомендації',
      progress_comment: 'Коментар щодо прогресу',
      group_comment: 'Загальний коментар про групу',
    },
    marks: {
      homework: 'Домашні завдання',
      performance: 'Успішність',
      work_in_class: 'Робота на уроці',
      lexis: 'Лексика',
      grammar: 'Граматика',
      mark: 'Загальна оцінка',
    },
    good: 'Добре',
    dosTitle: 'Відгуки груп',
    courseMenuEntry: 'Відгуки про курси (методист)',
    courseTitle: 'Відгуки про курси',
    kindFilter: 'Вид курсу',
    individual: 'Індивідуальні заняття',
    sent: 'Надіслано',
    readCourse: /^Прочитати відгук про /,
    dosComment: 'Коментар для академічного директора',
    teacherFilter: 'Викладач',
    statusFilter: 'Статус',
    needReview: 'Потребує перевірки',
    teacherName: 'Emily Carter',
    review: (name: string) => `Перевірити відгук: ${name}`,
    open: 'Відкрити для редагування',
    commentLabel: 'Коментар викладачу',
    commentRequired: 'Напишіть, що викладачу варто змінити.',
    opened: 'Відгук відкрито для редагування.',
    needEdit: 'Потребує виправлень',
  },
  en: {
    menuEntry: 'Groups feedback (DOS)',
    groups: 'Groups',
    feedbackTab: 'Feedback',
    listTitle: /^Feedback: /,
    write: /^Write for /,
    formTitle: /^Module feedback: /,
    send: 'Send for review',
    save: 'Save draft',
    preview: 'Preview',
    incomplete: 'Fill in all fields to send to the manager: some fields are not filled in.',
    chooseMark: 'Choose a mark.',
    tooShort: 'The field must contain 20 characters or more.',
    locked: /Editing is not available at the moment/,
    fields: {
      topics_covered: 'Topics covered',
      test_result: 'Test result',
      test_comment: 'Test comment',
      recommendations: 'Recommendations',
      progress_comment: 'Comment on progress',
      group_comment: 'General group comment',
    },
    marks: {
      homework: 'Homework',
      performance: 'Performance',
      work_in_class: 'Work in class',
      lexis: 'Lexis',
      grammar: 'Grammar',
      mark: 'Mark',
    },
    good: 'Good',
    dosTitle: 'Groups feedback',
    courseMenuEntry: 'Course feedback (DOS)',
    courseTitle: 'Course feedback',
    kindFilter: 'Kind of course',
    individual: 'Individual lessons',
    sent: 'Sent',
    readCourse: /^Read the feedback on /,
    dosComment: 'Comment to the academic director',
    teacherFilter: 'Teacher',
    statusFilter: 'Status',
    needReview: 'Need review',
    teacherName: 'Emily Carter',
    review: (name: string) => `Review for ${name}`,
    open: 'Open for editing',
    commentLabel: 'Comment to the teacher',
    commentRequired: 'Write what the teacher should change.',
    opened: 'The feedback is open for editing.',
    needEdit: 'Need edit',
  },
} as const;

const COMMENT = 'Please add what the student should revise before the next module.';

async function checkPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const { language, width } = desktopUk;
test(`module feedback: write, send, review and open for editing (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(420_000);
  const t = texts[language];
  await signInAs(page, desktopUk, 'teacher@demo.school');

  // The group's feedback: each student's status per module; write a feedback not yet written.
  const { data: course } = await api<{ data: { name: string } }>(page, `/api/v1/courses/${GROUP_ID}`);
  await openFromMenu(page, language, width, t.groups);
  await page.getByRole('link', { name: course.name, exact: true }).click();
  await page.getByRole('link', { name: t.feedbackTab, exact: true }).click();
  const listTitle = page.getByRole('heading', { level: 1, name: t.listTitle });
  await expect(listTitle).toBeVisible();
  const group = ((await listTitle.textContent()) ?? '').replace(t.listTitle, '');
  await checkPage(page);
  const write = page.getByRole('link', { name: t.write }).first();
  const section = page.locator('section').filter({ has: write }).first();
  const moduleName = (await section.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await write.click();

  // The form: refused while fields are empty, with a message at each one.
  const formTitle = page.getByRole('heading', { level: 1, name: t.formTitle });
  await expect(formTitle).toBeVisible();
  const student = ((await formTitle.textContent()) ?? '').replace(t.formTitle, '');
  const feedbackUrl = page.url();
  await checkPage(page);
  await page
    .getByLabel(t.fields.topics_covered)
    .fill('Present Perfect, travel vocabulary, an informal e-mail.');
  await page.getByLabel(t.fields.progress_comment).fill('Too short.');
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByText(t.incomplete, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: t.marks.lexis, exact: true })).toContainText(t.chooseMark);
  await expect(page.getByText(t.tooShort).first()).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel(t.fields.topics_covered)).toHaveValue(
    'Present Perfect, travel vocabulary, an informal e-mail.',
  );
  await checkPage(page);

  // Every field filled: preview, then send for review; the feedback is locked.
  await page.getByLabel(t.fields.test_result).fill('17/20');
  await page.getByLabel(t.fields.test_comment).fill('Strong on grammar; lost points on listening.');
  await page.getByLabel(t.fields.recommendations).fill('Read graded readers at B1.');
  await page
    .getByLabel(t.fields.progress_comment)
    .fill('Speaks more confidently and uses the new tenses correctly.');
  await page.getByLabel(t.fields.group_comment).fill('A motivated group that works well in pairs.');
  for (const legend of Object.values(t.marks)) {
    await page.getByRole('group', { name: legend, exact: true }).getByRole('radio', { name: t.good }).check();
  }
  await page.getByRole('link', { name: t.preview, exact: true }).click();
  await expect(page).toHaveURL(/\/preview$/);
  await expect(page.getByText('Speaks more confidently and uses the new tenses correctly.')).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('main').getByText(t.locked)).toBeVisible();
  await expect(page.getByRole('button', { name: t.send })).toHaveCount(0);
  await page.goto(feedbackUrl);
  await expect(page.getByRole('main').getByText(t.locked)).toBeVisible();
  await expect(page.getByRole('button', { name: t.save })).toHaveCount(0);
  await checkPage(page);

  // The director of studies finds it from the menu, filtering by teacher and status.
  await switchUser(page, language, 'dos@demo.school');
  await openFromMenu(page, language, width, t.menuEntry);
  await expect(page.getByRole('heading', { level: 1, name: t.dosTitle })).toBeVisible();
  await checkPage(page);
  await page.getByRole('combobox', { name: t.teacherFilter }).click();
  await page.getByRole('option', { name: t.teacherName }).click();
  await expect(page).toHaveURL(/teacher=\d+/);
  await page.getByRole('combobox', { name: t.statusFilter }).click();
  await page.getByRole('option', { name: t.needReview }).click();
  await expect(page).toHaveURL(/status=need_review/);
  await checkPage(page);
  await page.getByRole('link', { name: `${group}: ${moduleName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${group}: ${moduleName}` })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: t.review(student) }).click();
  await expect(page.getByText('Speaks more confidently and uses the new tenses correctly.')).toBeVisible();
  await checkPage(page);

  // Opens it for editing: a comment is required.
  await page.getByRole('button', { name: t.open }).click();
  const form = page.getByRole('form', { name: t.open });
  await form.getByRole('button', { name: t.open }).click();
  await expect(form.getByText(t.commentRequired)).toBeVisible();
  await form.getByLabel(t.commentLabel).fill(COMMENT);
  await checkPage(page);
  await form.getByRole('button', { name: t.open }).click();
  await expect(page.getByText(t.opened)).toBeVisible();
  await expect(page.getByRole('main').getByText(t.needEdit)).toBeVisible();
  await checkPage(page);

  // The director reads the course feedback of individual courses, with the comment meant for them.
  await openFromMenu(page, language, width, t.courseMenuEntry);
  await expect(page.getByRole('heading', { level: 1, name: t.courseTitle })).toBeVisible();
  await page.getByRole('combobox', { name: t.kindFilter }).click();
  await page.getByRole('option', { name: t.individual }).click();
  await expect(page).toHaveURL(/type=individual/);
  await page.getByRole('combobox', { name: t.statusFilter }).click();
  await page.getByRole('option', { name: t.sent, exact: true }).click();
  await expect(page).toHaveURL(/status=sent/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(t.individual);
  await expect(rows.nth(1)).toContainText(t.sent);
  await checkPage(page);
  await page.getByRole('link', { name: t.readCourse }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: t.dosComment })).toBeVisible();
  await checkPage(page);

  // The teacher can edit it again and reads the comment.
  await switchUser(page, language, 'teacher@demo.school');
  await page.goto(feedbackUrl);
  await expect(page.getByRole('heading', { level: 1, name: t.formTitle })).toBeVisible();
  await expect(page.getByText(COMMENT)).toBeVisible();
  await expect(page.getByRole('main').getByText(t.locked)).toHaveCount(0);
  await expect(page.getByLabel(t.fields.test_result)).toHaveValue('17/20');
  await expect(page.getByRole('button', { name: t.send })).toBeEnabled();
  await checkPage(page);
});
