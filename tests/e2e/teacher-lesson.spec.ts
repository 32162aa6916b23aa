import { expect as baseExpect, type Page, setPageNow, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { api, expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';

/**
 * A teacher's lesson page: the teacher opens a lesson of their group, marks
 * attendance, fills the lesson's information, marks it completed after a confirmation, writes
 * private notes, opens the Zoom details and the substitution section, moving between the sections
 * by their links. Once, in one of the two variants (see `variants`), with axe on every page.
 *
 * The lesson is reached as a person does: Groups in the menu, the group, its Schedule tab, the next
 * lesson's link. A lesson can be completed only once it has started: the page's clock is moved to
 * ten minutes after the start of the group's next lesson (the mock school runs in the page, on that
 * clock).
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });
/** GE-B1-01, the demo teacher's online group in progress. */
const GROUP = 1;

const texts = {
  uk: {
    menu: 'Групи',
    schedule: 'Розклад',
    lessonLink: (number: number) => new RegExp(`^Заняття ${number}\\.`),
    sections: 'Розділи уроку',
    summary: 'Підсумок заняття',
    notes: 'Нотатки',
    zoom: 'Zoom',
    substitution: 'Заміна',
    attendance: 'Відвідуваність',
    allPresent: 'Позначити всіх присутніми',
    absent: 'Відсутній',
    saveAttendance: 'Зберегти відвідуваність',
    attendanceSaved: 'Відвідуваність збережено.',
    classwork: 'Класна робота',
    homework: 'Домашнє завдання',
    saveInfo: 'Зберегти інформацію',
    infoSaved: 'Інформацію про урок збережено.',
    complete: 'Позначити проведеним',
    completeTitle: 'Позначити урок проведеним?',
    confirmComplete: 'Позначити проведеним',
    completed: 'Урок проведено.',
    notesLabel: 'Нотатки',
    saveNotes: 'Зберегти нотатки',
    notesSaved: 'Нотатки збережено.',
    meetingId: 'Ідентифікатор зустрічі',
    join: /Відкрити зустріч у Zoom/,
    substitutionTitle: 'Заміна',
    started: 'Запросити заміну можна лише до початку уроку.',
  },
  en: {
    menu: 'Groups',
    schedule: 'Schedule',
    lessonLink: (number: number) => new RegExp(`^Lesson ${number}\\.`),
    sections: 'Lesson sections',
    summary: 'Lesson summary',
    notes: 'Notes',
    zoom: 'Zoom info',
    substitution: 'Substitution',
    attendance: 'Attendance',
    allPresent: 'Mark everyone present',
    absent: 'Absent',
    saveAttendance: 'Save attendance',
    attendanceSaved: 'Attendance saved.',
    classwork: 'Classwork',
    homework: 'Homework',
    saveInfo: 'Save information',
    infoSaved: 'Lesson information saved.',
    complete: 'Mark as completed',
    completeTitle: 'Mark the lesson completed?',
    confirmComplete: 'Mark completed',
    completed: 'The lesson is completed.',
    notesLabel: 'Notes',
    saveNotes: 'Save notes',
    notesSaved: 'Notes saved.',
    meetingId: 'Meeting ID',
    join: /Open the Zoom meeting/,
    substitutionTitle: 'Substitution',
    started: 'A substitute can be requested only before the lesson starts.',
  },
} as const;

type LessonRow = { id: number; number: number; status: string; starts_at: string };

/** One h1, no sideways scroll, no serious axe violation. */
async function checkPage(page: Page, { dialog = false } = {}) {
  if (!dialog) await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const { language, width } = phoneEn;
test(`lesson page: attendance, information, completed, notes, Zoom, substitution (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const t = texts[language];
  await signInAs(page, phoneEn, 'teacher@demo.school');

  const lessons = await api<{ data: LessonRow[] }>(page, `/api/v1/courses/${GROUP}/lessons?per_page=100`);
  const lesson = lessons.data.find((row) => row.status === 'upcoming');
  if (!lesson) throw new Error('The group has an upcoming lesson.');
  await setPageNow(page, Date.parse(lesson.starts_at) + 10 * 60_000);
  await openFromMenu(page, language, width, t.menu);
  await page
    .getByRole('link', { name: /GE-B1-01/ })
    .first()
    .click();
  await page.getByRole('link', { name: t.schedule, exact: true }).click();
  await page
    .getByRole('link', { name: t.lessonLink(lesson.number) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/teacher/groups/${GROUP}/schedule/lesson/${lesson.id}$`));

  await expect(page.getByRole('heading', { level: 1, name: 'GE-B1-01' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: t.sections });
  await expect(sections.getByRole('link', { name: t.summary })).toHaveAttribute('aria-current', 'page');
  await checkPage(page);

  // Attendance: everyone present but the second student.
  const attendance = page.getByRole('region', { name: t.attendance });
  await attendance.getByRole('button', { name: t.allPresent }).click();
  await attendance.getByRole('radiogroup').nth(1).getByRole('radio', { name: t.absent }).check();
  await attendance.getByRole('button', { name: t.saveAttendance }).click();
  await expect(attendance.getByRole('status').filter({ hasText: t.attendanceSaved })).toBeVisible();

  // The lesson's information.
  await page.getByRole('textbox', { name: t.classwork }).fill('Student’s Book p. 40–41, ex. 1–5.');
  await page.getByRole('textbox', { name: t.homework }).fill('Workbook p. 30, ex. 2–4.');
  await page.getByRole('button', { name: t.saveInfo }).click();
  await expect(page.getByRole('status').filter({ hasText: t.infoSaved }).first()).toBeVisible();

  // Mark as completed, after a confirmation.
  await page.getByRole('button', { name: t.complete }).click();
  const dialog = page.getByRole('dialog', { name: t.completeTitle });
  await expect(dialog).toBeVisible();
  await checkPage(page, { dialog: true });
  await dialog.getByRole('button', { name: t.confirmComplete }).click();
  await expect(page.getByText(t.completed, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t.complete })).toHaveCount(0);
  await checkPage(page);

  // Notes, by the section's link.
  await sections.getByRole('link', { name: t.notes, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${lesson.id}/notes$`));
  const notes = page.getByRole('textbox', { name: t.notesLabel });
  await notes.fill('Revise the past simple; Olena was ill.');
  await page.getByRole('button', { name: t.saveNotes }).click();
  await expect(page.getByRole('status').filter({ hasText: t.notesSaved }).first()).toBeVisible();
  await checkPage(page);

  // Zoom details.
  await sections.getByRole('link', { name: t.zoom, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${lesson.id}/zoom-info$`));
  await expect(page.getByRole('link', { name: t.join })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('term').filter({ hasText: t.meetingId })).toBeVisible();
  await checkPage(page);

  // Substitution: the lesson has started, so no new request.
  await sections.getByRole('link', { name: t.substitution, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${lesson.id}/substitution$`));
  await expect(page.getByText(t.started)).toBeVisible();
  await checkPage(page);

  // Back on the summary, what was saved is there.
  await sections.getByRole('link', { name: t.summary }).click();
  await expect(page.getByRole('textbox', { name: t.classwork })).toHaveValue(
    'Student’s Book p. 40–41, ex. 1–5.',
  );
  await expect(page.getByText(t.completed, { exact: true })).toBeVisible();
});
