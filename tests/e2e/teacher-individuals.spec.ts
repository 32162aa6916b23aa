import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { api, expectNoSidewaysScroll, openFromMenu, desktopUk, signInAs } from './cabinet-page';

/**
 * A teacher's individual courses: the teacher opens Individual lessons from the
 * menu, a course, each of its tabs (general, schedule, feedback, course summary), and writes the
 * student's course feedback: refused while a field is empty and while the extended comment is
 * under 20 characters, then sent after a confirmation, after which it is locked. A substitute
 * opens the lesson handed to them from their substitutions list, marks its attendance, and reads
 * the rest of the course. Once, in one of the two variants (see `variants`), with axe on
 * every page.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  uk: {
    menu: 'Індивідуальні заняття',
    substitutionsMenu: 'Заміни',
    tabsLabel: 'Розділи курсу',
    tabs: { general: 'Загальне', schedule: 'Розклад', feedback: 'Фідбеки', summary: 'Підсумок курсу' },
    kindsLabel: 'Види уроків',
    individualsTab: 'Індивідуальні',
    offered: 'Запропоновані мені',
    form: /^Відгук про курс для /,
    language: 'англійська',
    fields: {
      progress: 'Прогрес',
      recommendation: 'Рекомендація',
      future_course_recommendations: 'Рекомендовані наступні курси',
      extended_comment: 'Розгорнутий коментар',
    },
    send: 'Надіслати менеджеру',
    incomplete: 'Заповніть усі поля, щоб надіслати менеджеру: деякі поля не заповнено.',
    tooShort: 'Поле має містити щонайменше 20 символів.',
    confirmTitle: 'Надіслати відгук про курс?',
    confirm: 'Надіслати',
    sent: 'Відгук про курс надіслано менеджеру.',
    locked: 'Відгук надіслано менеджеру: редагування наразі недоступне.',
    substituteFeedback: /Ви замінюєте викладача на цьому курсі/,
    attendance: 'Відвідуваність',
    allPresent: 'Позначити всіх присутніми',
    saveAttendance: 'Зберегти відвідуваність',
    attendanceSaved: 'Відвідуваність збережено.',
  },
  en: {
    menu: 'Individual lessons',
    substitutionsMenu: 'Substitutions',
    tabsLabel: 'Course sections',
    tabs: { general: 'General', schedule: 'Schedule', feedback: 'Feedback', summary: 'Course summary' },
    kindsLabel: 'Kinds of lessons',
    individualsTab: 'Individuals',
    offered: 'Offered to me',
    form: /^Course feedback on /,
    language: 'English',
    fields: {
      progress: 'Progress',
      recommendation: 'Recommendation',
      future_course_recommendations: 'Recommended next courses',
      extended_comment: 'Extended comment',
    },
    send: 'Send to the manager',
    incomplete: 'Fill in all fields to send to the manager: some fields are not filled in.',
    tooShort: 'The field must contain 20 characters or more.',
    confirmTitle: 'Send the course feedback?',
    confirm: 'Send',
    sent: 'The course feedback is sent to the manager.',
    locked: 'The feedback is sent to the manager: editing is not available at the moment.',
    substituteFeedback: /You substitute in this course/,
    attendance: 'Attendance',
    allPresent: 'Mark everyone present',
    saveAttendance: 'Save attendance',
    attendanceSaved: 'Attendance saved.',
  },
} as const;

const ADDRESSES = {
  general: /\/general$/,
  schedule: /\/schedule$/,
  feedback: /\/feedback$/,
  summary: /\/course-summary$/,
} as const;

/** The spinner of a page still loading (progress bars of a course stay). */
const LOADING = /^(Завантаження|Loading)/;

/** One h1, no sideways scroll, no serious axe violation, nothing still loading. */
async function checkPage(page: Page, { dialog = false } = {}) {
  if (!dialog) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('progressbar', { name: LOADING })).toHaveCount(0);
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

type CourseRow = { id: number; name: string };
type FeedbackRow = { status: string };

/** The teacher's individual course whose course feedback is not sent yet. */
async function courseToWriteFor(page: Page): Promise<CourseRow> {
  const courses = await api<{ data: CourseRow[] }>(page, '/api/v1/courses?kind=individual&per_page=100');
  for (const course of courses.data) {
    const feedback = await api<{ data: FeedbackRow[] }>(page, `/api/v1/courses/${course.id}/course-feedback`);
    if (feedback.data.some((row) => row.status !== 'sent')) return course;
  }
  throw new Error('The demo teacher has no individual course with a course feedback to write.');
}

const { language, width } = desktopUk;
test(`individual lessons: list, tabs, course feedback sent (${language}, ${width}px)`, async ({ page }) => {
  test.setTimeout(240_000);
  const t = texts[language];
  await signInAs(page, desktopUk, 'teacher@demo.school');

  await openFromMenu(page, language, width, t.menu);
  await expect(page).toHaveURL(/\/teacher\/individuals$/);
  await expect(page.getByRole('heading', { level: 1, name: t.menu })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await checkPage(page);

  const course = await courseToWriteFor(page);
  await page.getByRole('link', { name: course.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/individuals/${course.id}/general$`));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await checkPage(page);

  const tabs = page.getByRole('navigation', { name: t.tabsLabel });
  for (const tab of ['general', 'schedule', 'summary', 'feedback'] as const) {
    await tabs.getByRole('link', { name: t.tabs[tab], exact: true }).click();
    await expect(page).toHaveURL(ADDRESSES[tab]);
    await expect(tabs.getByRole('link', { name: t.tabs[tab], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await checkPage(page);
  }

  // The course feedback: refused while incomplete, then while the comment is short, then sent.
  const form = page.getByRole('form', { name: t.form }).first();
  await form.getByRole('textbox', { name: t.fields.recommendation, exact: true }).fill('');
  await form.getByRole('button', { name: t.send, exact: true }).click();
  await expect(form.getByText(t.incomplete)).toBeVisible();
  await checkPage(page);

  await form.getByRole('radio', { name: t.language, exact: true }).check();
  await form
    .getByRole('textbox', { name: t.fields.progress, exact: true })
    .fill('From A2 to a confident B1.');
  await form
    .getByRole('textbox', { name: t.fields.recommendation, exact: true })
    .fill('Keep reading in English every day.');
  await form
    .getByRole('textbox', { name: t.fields.future_course_recommendations, exact: true })
    .fill('General English B2.');
  const comment = form.getByRole('textbox', { name: t.fields.extended_comment, exact: true });
  await comment.fill('   Good work.   ');
  await form.getByRole('button', { name: t.send, exact: true }).click();
  await expect(form.getByText(t.tooShort).first()).toBeVisible();

  await comment.fill('A hard-working student who always did the homework.');
  await form.getByRole('button', { name: t.send, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.confirmTitle });
  await expect(dialog).toBeVisible();
  await checkPage(page, { dialog: true });
  await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByText(t.sent)).toBeVisible();
  // Axe measures the page once the toast has gone (a fading toast is mid-transition).
  await expect(page.getByText(t.sent)).toBeHidden();
  await expect(page.getByText(t.locked).first()).toBeVisible();
  await expect(page.getByText('A hard-working student who always did the homework.')).toBeVisible();
  await checkPage(page);
});

test(`individual lessons: a substitute fills in the lesson handed to them and reads the course (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = texts[language];
  await signInAs(page, desktopUk, 'teacher@demo.school');

  await openFromMenu(page, language, width, t.substitutionsMenu);
  await expect(page).toHaveURL(/\/teacher\/substitutions$/);
  const kinds = page.getByRole('navigation', { name: t.kindsLabel });
  await kinds.getByRole('link', { name: t.individualsTab, exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/substitutions\/individuals$/);
  const offered = page.getByRole('region', { name: t.offered });
  const held = offered.locator('a[href*="/substitution-teacher/individuals/"]').first();
  await expect(held).toBeVisible();
  await held.click();
  // The lesson handed over: the substitute marks its attendance like its teacher.
  await expect(page).toHaveURL(/\/substitution-teacher\/individuals\/\d+\/schedule\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const attendance = page.getByRole('region', { name: t.attendance });
  await attendance.getByRole('button', { name: t.allPresent }).click();
  await attendance.getByRole('button', { name: t.saveAttendance }).click();
  await expect(page.getByText(t.attendanceSaved)).toBeVisible();
  await checkPage(page);

  const tabs = page.getByRole('navigation', { name: t.tabsLabel });
  for (const tab of ['schedule', 'summary', 'feedback'] as const) {
    await tabs.getByRole('link', { name: t.tabs[tab], exact: true }).click();
    await expect(page).toHaveURL(ADDRESSES[tab]);
    await expect(page).toHaveURL(/\/substitution-teacher\/individuals\/\d+\//);
    await checkPage(page);
  }
  await expect(page.getByText(t.substituteFeedback)).toBeVisible();
});
