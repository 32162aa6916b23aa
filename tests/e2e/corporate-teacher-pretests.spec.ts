import { expectNoSeriousA11yViolations } from './axe';
import { expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';
import { expect, type Page, test } from './journey';

/**
 * The corporate teacher checks a corporate placement test: from the list of paid tests, records
 * the waiting interview as held, writes detailed speaking feedback (refused while fields are
 * empty), writes base writing feedback (refused while the comment is short) and sends both, after
 * which the test is finished and its result is out. English on a 360 px phone; axe and the width
 * on every page and state visited.
 */

test.describe.configure({ timeout: 300_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** A message shown in an alert (the element that takes the focus when it appears). */
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const INCOMPLETE = 'Fill in all fields to send to the manager: some fields are not filled in.';
const TOO_SHORT = 'The field must contain 20 characters or more.';

test('a corporate teacher holds the interview and sends the speaking and writing feedback', async ({
  page,
}) => {
  const { language, width } = phoneEn;
  await signInAs(page, phoneEn, 'corp.teacher@demo.school');
  await openFromMenu(page, language, width, 'Paid tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Paid tests' })).toBeVisible();
  const tests = page.getByRole('list', { name: 'Paid tests' });
  await expect(tests.getByRole('listitem').filter({ hasText: 'Need feedback' })).toHaveCount(1);
  const waiting = tests.getByRole('listitem').filter({ hasText: 'Waiting' });
  await expect(waiting).toHaveCount(1);
  await checkPage(page);
  const employee = (await waiting.getByRole('link').textContent())!.trim();
  await waiting.getByRole('link', { name: employee }).click();

  // The test opens on its writing: the grammar's score, the words and the text.
  await expect(page.getByRole('heading', { level: 1, name: `Placement test: ${employee}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Writing', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Lexis and grammar' })).toBeVisible();
  await expect(page.getByText(/^\d+ of 65$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'The text handed in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write base feedback' })).toBeVisible();
  await checkPage(page);

  // The interview: missed asks first; held opens the speaking feedback.
  await page.getByRole('link', { name: 'Speaking', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Interview' })).toBeVisible();
  await expect(page.getByText('A speaking interview with the employee, up to 15 minutes.')).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Mark the interview missed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark the interview missed?' });
  await expect(confirm).toBeVisible();
  await checkPage(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Mark the interview held' }).click();
  await expect(alert(page, 'The interview was held.')).toBeFocused();
  await checkPage(page);

  // Detailed speaking feedback: refused while fields are empty, sent once all are filled.
  await page.getByRole('button', { name: 'Write detailed feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Speaking feedback: ${employee}` })).toBeVisible();
  await checkPage(page);
  await page.getByRole('textbox', { name: 'Comment' }).fill('Speaks about work with confidence and ease.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(alert(page, INCOMPLETE)).toBeFocused();
  await expect(page.getByText('Choose a level.')).toBeVisible();
  await expect(page.getByText('Fill in this field.')).toHaveCount(4);
  await checkPage(page);

  // Leaving with unsaved changes asks first; continuing keeps what is typed.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: employee }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Continue editing' }).click();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue(
    'Speaks about work with confidence and ease.',
  );

  await page.getByRole('group', { name: 'Level' }).getByRole('radio', { name: 'B1' }).check();
  for (const [criterion, comment] of [
    ['Fluency', 'Keeps talking without long pauses.'],
    ['Pronunciation', 'Clear, with a light accent.'],
    ['Vocabulary', 'A good range of words for work.'],
    ['Grammar', 'Mixes up past tenses in stories.'],
  ] as const) {
    await page.getByRole('textbox', { name: criterion }).fill(comment);
  }
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(alert(page, 'The feedback is sent.')).toBeFocused();
  await expect(page.getByText('Mixes up past tenses in stories.')).toBeVisible();
  await expect(
    page.getByText('The result goes to the employee and their manager once the writing feedback is sent.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await checkPage(page);

  // Base writing feedback: a short comment is refused, a longer one is sent.
  await page.getByRole('link', { name: 'Back to the test' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Speaking feedback' })).toBeVisible();
  await page.getByRole('link', { name: 'Writing', exact: true }).click();
  await page.getByRole('button', { name: 'Write base feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Writing feedback: ${employee}` })).toBeVisible();
  await page.getByRole('button', { name: 'Read the text handed in' }).click();
  await expect(page.getByRole('region', { name: 'The text handed in', exact: true })).toBeVisible();
  await checkPage(page);
  await page.getByRole('group', { name: 'Level' }).getByRole('radio', { name: 'B2' }).check();
  const comment = page.getByRole('textbox', { name: 'Comment' });
  await comment.fill('Well organised.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(TOO_SHORT)).toBeVisible();
  await expect(comment).toBeFocused();
  await checkPage(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(alert(page, 'The draft is saved.')).toBeFocused();
  await comment.fill('Well organised, with a good range of work vocabulary; watch the articles.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(alert(page, 'The feedback is sent.')).toBeFocused();
  await expect(page.getByText('The result has gone to the employee and their manager.')).toBeVisible();
  await checkPage(page);

  // The test is finished: its result is out to the employee and the manager.
  await page.getByRole('link', { name: 'Back to the test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Placement test: ${employee}` })).toBeVisible();
  await expect(page.getByText('Finished', { exact: true })).toBeVisible();
  await expect(page.getByText('The result has gone to the employee and their manager.')).toBeVisible();
  await expect(page.getByText(/^Sent /)).toBeVisible();
  await checkPage(page);
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Paid tests' })
    .click();
  await expect(tests.getByRole('listitem').filter({ hasText: employee })).toContainText('Finished');
  await checkPage(page);
});
