import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { expectNoSidewaysScroll, type Language, openFromMenu, phoneEn, signInAs } from './cabinet-page';

/**
 * Issuing a group's certificates, at the bottom of the group's course summary:
 * the teacher is refused with "issued only after the last lesson is completed" on a group in
 * progress; on a finished group generates the certificates, reads why each student gets their type,
 * and decides on no certificate for one student with a comment. Once, in one of the two variants
 * (see `variants`), with axe on every page.
 *
 * The course summaries are reached from the menu: Groups, the group, its Course summary tab.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });
/** GE-B1-01 is in progress; SPK-B2-02 is finished, every lesson completed. */
const IN_PROGRESS = 'GE-B1-01';
const FINISHED = 'SPK-B2-02';

const texts = {
  uk: {
    menu: 'Групи',
    summary: 'Підсумок курсу',
    title: 'Сертифікати',
    generate: 'Згенерувати сертифікати',
    confirmTitle: 'Згенерувати сертифікати?',
    confirm: 'Згенерувати',
    notFinished: 'Сертифікати можна видати лише після того, як останній урок позначено завершеним.',
    issued: /^Видано \d+ сертифікат/,
    lowAttendance: /60% або менше/,
    change: /^Змінити сертифікат: /,
    changeTitle: /^Сертифікат: /,
    none: 'Без сертифіката',
    comment: /Коментар/,
    commentRequired: 'Напишіть, чому студент не отримує сертифікат.',
    save: 'Зберегти',
    changed: /^Сертифікат студента .+ змінено\.$/,
    byTeacher: 'Не видано за рішенням викладача',
  },
  en: {
    menu: 'Groups',
    summary: 'Course summary',
    title: 'Certificates',
    generate: 'Generate certificates',
    confirmTitle: 'Generate the certificates?',
    confirm: 'Generate',
    notFinished: 'Certificates can be issued only after the last lesson is marked completed.',
    issued: /^\d+ certificates? issued\.$/,
    lowAttendance: /60% or less/,
    change: /^Change the certificate: /,
    changeTitle: /^Certificate of /,
    none: 'No certificate',
    comment: /Comment/,
    commentRequired: 'Say why the student gets no certificate.',
    save: 'Save',
    changed: /^The certificate of .+ is changed\.$/,
    byTeacher: "Not issued by the teacher's decision",
  },
} as const;

/** One h1, no sideways scroll, no serious axe violation. */
async function checkPage(page: Page, { dialog = false } = {}) {
  if (!dialog) await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

async function generate(page: Page, t: (typeof texts)[Language]) {
  await page.getByRole('button', { name: t.generate }).click();
  const dialog = page.getByRole('dialog', { name: t.confirmTitle });
  await expect(dialog).toBeVisible();
  await checkPage(page, { dialog: true });
  await dialog.getByRole('button', { name: t.confirm }).click();
  await expect(dialog).toHaveCount(0);
}

/** Groups in the menu, the group, its Course summary tab. */
async function openSummary(page: Page, language: Language, width: number, group: string) {
  const t = texts[language];
  await openFromMenu(page, language, width, t.menu);
  await page
    .getByRole('link', { name: new RegExp(group) })
    .first()
    .click();
  await page.getByRole('link', { name: t.summary, exact: true }).click();
  await expect(page).toHaveURL(/\/course-summary$/);
}

const { language, width } = phoneEn;
test(`certificates: refused before the end, generated after, no certificate by decision (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const t = texts[language];
  await signInAs(page, phoneEn, 'teacher@demo.school');

  // A group in progress: refused, with the reason.
  await openSummary(page, language, width, IN_PROGRESS);
  await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
  await generate(page, t);
  await expect(page.getByRole('alert').filter({ hasText: t.notFinished })).toBeVisible();
  await checkPage(page);

  // A finished group: generated, each student's type explained.
  await openSummary(page, language, width, FINISHED);
  const section = page.getByRole('region', { name: t.title });
  await expect(section).toBeVisible();
  await generate(page, t);
  await expect(section.getByRole('status').filter({ hasText: t.issued })).toBeVisible();
  await expect(section.getByText(t.lowAttendance).first()).toBeVisible();
  await checkPage(page);

  // No certificate for one student, by the teacher's decision, with a comment.
  await section.getByRole('button', { name: t.change }).first().click();
  const dialog = page.getByRole('dialog', { name: t.changeTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: t.none }).check();
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog.getByText(t.commentRequired)).toBeVisible();
  await checkPage(page, { dialog: true });
  await dialog.getByRole('textbox', { name: t.comment }).fill('Missed the final test and its retake.');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole('status').filter({ hasText: t.changed })).toBeVisible();
  await expect(section.getByText(t.byTeacher).first()).toBeVisible();
  await checkPage(page);
});
