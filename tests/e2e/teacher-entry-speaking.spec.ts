import { expectNoSeriousA11yViolations } from './axe';
import { expectNoSidewaysScroll, openFromMenu, phoneEn, switchUser, signInAs } from './cabinet-page';
import { expect, type Page, test } from './journey';

/**
 * The speaking part of an entry test: the demo taker's result gives a level from the written parts
 * while the interview waits; the demo teacher finds the test among the interviews waiting, is
 * asked for the level and the minutes, records the interview held; the taker's result then shows
 * the speaking level and an overall level that counts it. English on a 360 px phone; axe and the
 * width on every page and state visited.
 */

test.describe.configure({ timeout: 300_000 });

const { language, width } = phoneEn;
const TAKER = 'Dmytro Savchuk';
const WAITS =
  'This level comes from the written parts; the speaking level is added once a teacher holds the interview.';

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** A message shown in an alert (the element that takes the focus when it appears). */
const alert = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** Opens the taker's result of the adults' entry test from the menu. */
async function openResult(page: Page) {
  await openFromMenu(page, language, width, 'Placement test');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'General English for adults' })
    .getByRole('link', { name: 'See the result' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Result: General English for adults/ }),
  ).toBeVisible();
}

test('the demo teacher holds the speaking part of an entry test and the taker’s result shows it', async ({
  page,
}) => {
  // The taker: a level from the written parts, the speaking waiting for a teacher.
  await signInAs(page, phoneEn, 'pretest@demo.school');
  await openResult(page);
  const overall = page.getByText(/^Your level: (A1|A2|B1|B2|C1|C2)$/);
  await expect(overall).toBeVisible();
  const before = (await overall.textContent())!;
  await expect(page.getByText(WAITS)).toBeVisible();
  await page.getByRole('link', { name: 'Speaking', exact: true }).click();
  await expect(page.getByText('A teacher will hold the speaking part', { exact: false })).toBeVisible();
  await checkPage(page);

  // The teacher: the interviews waiting, the taker's test among them.
  await switchUser(page, language, 'teacher@demo.school');
  await openFromMenu(page, language, width, 'Placement test');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement test' })).toBeVisible();
  const interviews = page.getByRole('list', { name: 'Placement test' });
  const takers = interviews.getByRole('listitem').filter({ hasText: TAKER });
  await expect(takers).toContainText('Waiting');
  await checkPage(page);
  await takers.getByRole('link', { name: TAKER }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Speaking: ${TAKER}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Written parts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The text handed in', exact: true })).toBeVisible();
  const interview = page.getByRole('region', { name: 'Interview' });
  await expect(interview).toContainText('up to 15 minutes');
  await checkPage(page);

  // Recording asks for the level and the minutes, up to 15.
  const hold = page.getByRole('button', { name: 'Record the interview held' });
  await hold.click();
  await expect(alert(page, 'Fill in the level and the minutes to record the interview.')).toBeFocused();
  await expect(page.getByText('Choose a level.')).toBeVisible();
  await checkPage(page);
  // A weak interview: its level pulls the overall level down.
  await page.getByRole('group', { name: 'Speaking level' }).getByRole('radio', { name: 'A1' }).check();
  const minutes = page.getByRole('textbox', { name: /Minutes of the interview/ });
  await minutes.fill('16');
  await hold.click();
  await expect(page.getByText('Enter a whole number of minutes from 1 to 15.')).toBeVisible();
  await minutes.fill('13');
  await hold.click();
  await expect(
    alert(page, /^The interview was held: level A1, 13 minutes\. Recorded by Emily Carter/),
  ).toBeFocused();
  await expect(hold).toHaveCount(0);
  await checkPage(page);

  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Placement test' })
    .click();
  await expect(interviews.getByRole('listitem').filter({ hasText: TAKER })).toContainText('Held, level A1');
  await checkPage(page);

  // The taker: the speaking level and its time, and an overall level that counts it.
  await switchUser(page, language, 'pretest@demo.school');
  await openResult(page);
  await expect(overall).toBeVisible();
  await expect(overall).not.toHaveText(before);
  await expect(page.getByText(WAITS)).toHaveCount(0);
  await checkPage(page);
  await page.getByRole('link', { name: 'Speaking', exact: true }).click();
  await expect(page.getByText('A1', { exact: true })).toBeVisible();
  await expect(page.getByText('13:00')).toBeVisible();
  await checkPage(page);
});
