import { expectNoSeriousA11yViolations } from './axe';
import { expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';
import { expect, type Page, test } from './journey';

/**
 * The corporate placement test: the employee takes lexis and
 * grammar, the break and writing with the topic choice; the manager assigns tests within the
 * prepaid checks and sees results and the certificate; the corporate teacher checks writing and
 * speaking. axe on every page visited.
 */

test.describe.configure({ timeout: 300_000 });

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Question ${number} of \\d+`) });

test('an employee takes lexis and grammar, the break and writing with a topic choice', async ({ page }) => {
  const { language, width } = phoneEn;
  await signInAs(page, phoneEn, 'corp.student@demo.school');
  await openFromMenu(page, language, width, 'Placement tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement tests' })).toBeVisible();
  await page.getByRole('button', { name: 'How do I choose the writing topic?' }).click();
  await expect(page.getByText('Choose one within 5 minutes')).toBeVisible();
  await checkPage(page);

  await page.getByRole('link', { name: 'My tests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My corporate tests' })).toBeVisible();
  // The new test reads "Assigned" to the employee; the finished one offers its result.
  const fresh = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Start the test' }) });
  await expect(fresh.getByText('Assigned', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the result' })).toBeVisible();
  await checkPage(page);
  await fresh.getByRole('link', { name: 'Start the test' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Grammar and vocabulary: start' })).toBeVisible();
  await expect(page.getByText('65 questions in 40 minutes, one point each.')).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Start: Grammar and vocabulary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grammar and vocabulary' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Question 65 of 65/ })).toBeAttached();
  for (const number of [1, 2, 3]) {
    await question(page, number).getByRole('radio').first().check();
    await expect(question(page, number).getByText('Saved', { exact: true })).toBeVisible();
  }
  await checkPage(page);
  await page.getByRole('button', { name: 'Hand in the part' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hand in the part' }).click();

  // The break: writing starts by itself when it ends, or now.
  await expect(page.getByRole('heading', { level: 1, name: 'Writing: start' })).toBeVisible();
  await expect(page.getByText(/^Break: rest for up to 5 minutes/)).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Start: Writing' }).click();

  // Two topics, one chosen within 5 minutes; then the text with its live word count.
  await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
  const topics = page.getByRole('radiogroup', { name: 'Choose the topic of your text' });
  await expect(topics.getByRole('radio')).toHaveCount(2);
  await checkPage(page);
  await topics.getByRole('radio', { name: /Working from home or at the office/ }).check();
  await page.getByRole('button', { name: 'Write on this topic' }).click();
  await expect(page.getByRole('region', { name: 'Working from home or at the office' })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Your text' });
  const words = Array.from(
    { length: 12 },
    (_, i) => `Working from home on day ${i + 1} saves time on the road and helps people focus.`,
  ).join(' ');
  await text.fill(words);
  // The visible count follows every keystroke; the screen reader's copy of it waits for a pause.
  await expect(page.getByText('180 words · 100 to 250 needed').first()).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 10_000 });
  await checkPage(page);
  await page.getByRole('button', { name: 'Hand in the part' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hand in the part' }).click();

  // The result: waiting for the interview, with the day the result is due.
  await expect(page.getByRole('heading', { level: 1, name: /^Result:/ })).toBeVisible();
  await expect(page.getByText(/^The result will be ready by /)).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Certificate', exact: true }).click();
  await expect(page.getByText('The certificate is issued once the result is ready.')).toBeVisible();
  await checkPage(page);
});
