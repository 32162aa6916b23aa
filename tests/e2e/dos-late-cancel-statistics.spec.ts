import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from './axe';
import { expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs, switchUser } from './cabinet-page';

/**
 * The director of studies' late cancellations and statistics review: the director marks one of the
 * demo teacher's lessons a late cancellation; the teacher finds it paid as if held in their
 * statistics (a labelled record and a line of the salary breakdown) and sends the month for
 * review; the director sends the record back with a comment (refused first without one); the
 * teacher reads the comment, edits the record and sends it again; the director verifies it, with
 * the teachers' records and feedback as charts below the review table. Once, in one of the two
 * variants (see `variants`), with axe on every page and dialog, and on the charts in both colour
 * themes.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The journey runs in English on a phone (the other spec files of the teacher run in Ukrainian). */
const texts = {
  en: {
    lateMenu: 'Late cancellations (DOS)',
    lateTitle: 'Late cancellations',
    teacherFilter: 'Teacher',
    stateFilter: 'Show',
    markable: 'Can be marked',
    teacherName: 'Emily Carter',
    markButton: /^Mark as late cancellation: (.+) \(.+\)$/,
    markTitle: 'Mark as a late cancellation?',
    markConfirm: 'Mark as late cancellation',
    marked: (lesson: string) => `${lesson} is marked as a late cancellation.`,
    statisticsMenu: 'Statistics',
    statisticsTitle: 'Statistics and salary',
    salary: 'Salary',
    lateLine: 'Of which late cancellations',
    oneLesson: /^1 lesson, /,
    lateBadge: 'Late cancel',
    lateNote: 'Late cancellation: the lesson is paid as if it was held.',
    description: (lesson: string) => `Late cancellation: ${lesson}`,
    send: 'Send for review',
    sendTitle: 'Send the month for review?',
    sent: /^\d+ records? (is|are) sent for review\.$/,
    sentOne: '1 record is sent for review.',
    inReview: 'In review',
    needRevision: 'Need revision',
    inProgress: 'In progress',
    reviewMenu: "Teachers' statistics (DOS)",
    reviewTitle: "Teachers' statistics",
    chartsTitle: 'Teachers at a glance',
    recordsChart: 'Statistics records by status',
    recordsSummary: /^Statistics records: \d+ \(teachers: \d+\); [1-9]\d* in review, \d+ need revision, /,
    feedbackChart: 'Module feedback by status',
    asTable: 'As a table',
    sendBack: (description: string, teacher: string) =>
      `Send back for revision: “${description}” of ${teacher}`,
    sendBackTitle: 'Send back for revision',
    sendBackConfirm: 'Send back',
    commentLabel: 'Comment for the teacher',
    commentRequired: 'Write what the teacher should correct.',
    sentBack: (description: string, teacher: string) =>
      `“${description}” is sent back to ${teacher} for revision.`,
    comment: 'Only 1 hour was booked for this lesson: please check the amount.',
    edit: (description: string) => `Edit the record “${description}”`,
    editTitle: 'Edit the statistics record',
    amount: 'Amount',
    save: 'Save changes',
    saved: 'The changes are saved.',
    verify: (description: string, teacher: string) => `Verify “${description}” of ${teacher}`,
    verified: (description: string, teacher: string) => `“${description}” of ${teacher} is verified.`,
  },
} as const;

async function checkPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** With a modal open, the page behind it is hidden from assistive technology: the dialog is checked. */
async function checkDialog(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** Chooses an option of a filter; a click while the list is still opening can be lost on a busy machine. */
async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await expect(async () => {
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The teacher's record card, by its description. */
const recordCard = (page: Page, description: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: description, exact: true }) });

const { language, width } = phoneEn;
test(`late cancellation and statistics review (${language}, ${width}px)`, async ({ page }) => {
  test.setTimeout(420_000);
  const t = texts.en;
  await signInAs(page, phoneEn, 'dos@demo.school');

  // The director marks one of the teacher's lessons a late cancellation, after a confirmation.
  await openFromMenu(page, language, width, t.lateMenu);
  await expect(page.getByRole('heading', { level: 1, name: t.lateTitle })).toBeVisible();
  await checkPage(page);
  await choose(page, t.teacherFilter, t.teacherName);
  await expect(page).toHaveURL(/teacher=\d+/);
  await choose(page, t.stateFilter, t.markable);
  await expect(page).toHaveURL(/state=markable/);
  const mark = page.getByRole('button', { name: t.markButton }).first();
  const markName = (await mark.getAttribute('aria-label')) ?? '';
  const lesson = t.markButton.exec(markName)?.[1] ?? '';
  expect(lesson).not.toBe('');
  await checkPage(page);
  await mark.click();
  const markDialog = page.getByRole('dialog', { name: t.markTitle });
  await expect(markDialog).toContainText(lesson);
  await checkDialog(page);
  await markDialog.getByRole('button', { name: t.markConfirm }).click();
  await expect(markDialog).toBeHidden();
  await expect(page.getByText(t.marked(lesson))).toBeVisible();
  await expect(page.getByRole('button', { name: markName })).toHaveCount(0);

  // The teacher finds it paid as if held: a labelled record, and a line of the salary breakdown.
  await switchUser(page, language, 'teacher@demo.school');
  await openFromMenu(page, language, width, t.statisticsMenu);
  await expect(page.getByRole('heading', { level: 1, name: t.statisticsTitle })).toBeVisible();
  const salary = page.getByRole('region', { name: t.salary, exact: true });
  const lateLine = salary.locator('dt', { hasText: t.lateLine }).locator('xpath=following-sibling::dd[1]');
  await expect(lateLine).toHaveText(t.oneLesson);
  const description = t.description(lesson);
  const card = recordCard(page, description);
  await expect(card).toContainText(t.lateBadge);
  await expect(card).toContainText(t.lateNote);
  await expect(card).toContainText(t.inProgress);
  await checkPage(page);

  // The teacher sends the month's records in progress for review.
  await page.getByRole('button', { name: t.send }).click();
  const sendDialog = page.getByRole('dialog', { name: t.sendTitle });
  await checkDialog(page);
  await sendDialog.getByRole('button', { name: t.send }).click();
  await expect(sendDialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(t.sent);
  await expect(card).toContainText(t.inReview);
  await expect(card.getByRole('button')).toHaveCount(0);

  // The director sends the record back: refused without a comment, then with one.
  await switchUser(page, language, 'dos@demo.school');
  await openFromMenu(page, language, width, t.reviewMenu);
  await expect(page.getByRole('heading', { level: 1, name: t.reviewTitle })).toBeVisible();
  await choose(page, t.teacherFilter, t.teacherName);
  await expect(page).toHaveURL(/teacher=\d+/);
  // Below the table, every teacher's records and feedback by status as charts, each in words.
  const charts = page.getByRole('region', { name: t.chartsTitle });
  const records = charts.getByRole('region', { name: t.recordsChart });
  await expect(records.getByRole('img', { name: t.recordsChart })).toHaveAccessibleDescription(
    t.recordsSummary,
  );
  await expect(charts.getByRole('heading', { level: 3, name: t.feedbackChart })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await records.getByRole('button', { name: t.asTable }).click();
  await expect(records.getByRole('button', { name: t.asTable })).toHaveAttribute('aria-pressed', 'true');
  await expect(records.getByText(t.teacherName).first()).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: t.sendBack(description, t.teacherName) }).click();
  const backDialog = page.getByRole('dialog', { name: t.sendBackTitle });
  await backDialog.getByRole('button', { name: t.sendBackConfirm, exact: true }).click();
  await expect(backDialog.getByText(t.commentRequired)).toBeVisible();
  await backDialog.getByRole('textbox', { name: t.commentLabel }).fill(t.comment);
  await checkDialog(page);
  await backDialog.getByRole('button', { name: t.sendBackConfirm, exact: true }).click();
  await expect(backDialog).toBeHidden();
  await expect(page.getByText(t.sentBack(description, t.teacherName))).toBeVisible();
  await expect(page.getByRole('button', { name: t.sendBack(description, t.teacherName) })).toHaveCount(0);

  // The teacher reads the comment, edits the record (back in progress) and sends it again.
  await switchUser(page, language, 'teacher@demo.school');
  await openFromMenu(page, language, width, t.statisticsMenu);
  await expect(card).toContainText(t.needRevision);
  await expect(card).toContainText(t.comment);
  await checkPage(page);
  await card.getByRole('button', { name: t.edit(description) }).click();
  const editDialog = page.getByRole('dialog', { name: t.editTitle });
  await editDialog.getByRole('textbox', { name: t.amount }).fill('1');
  await editDialog.getByRole('button', { name: t.save }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(t.saved);
  await expect(card).toContainText(t.inProgress);
  await expect(card).not.toContainText(t.comment);
  await page.getByRole('button', { name: t.send }).click();
  await page.getByRole('dialog', { name: t.sendTitle }).getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status')).toHaveText(t.sentOne);
  await expect(card).toContainText(t.inReview);

  // The director verifies it: accepted for pay.
  await switchUser(page, language, 'dos@demo.school');
  await openFromMenu(page, language, width, t.reviewMenu);
  await expect(page.getByRole('heading', { level: 1, name: t.reviewTitle })).toBeVisible();
  await page.getByRole('button', { name: t.verify(description, t.teacherName) }).click();
  await expect(page.getByText(t.verified(description, t.teacherName))).toBeVisible();
  await expect(page.getByRole('button', { name: t.verify(description, t.teacherName) })).toHaveCount(0);
  await checkPage(page);
});
