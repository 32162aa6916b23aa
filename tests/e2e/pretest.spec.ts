import { expectNoSeriousA11yViolations } from './axe';
import {
  desktopUk,
  expectNoSidewaysScroll,
  openFromMenu,
  phoneEn,
  setScenario,
  signInAs,
} from './cabinet-page';
import { expect, type Page, setPageNow, test } from './journey';

/**
 * The entry test: a taker chooses the teenagers' test, starts
 * grammar, answers, reloads in the middle and finds the answers and the time left, takes the one
 * pause (a second is refused), answers through a dropped connection, hands in grammar, reading and
 * writing and sees a level; a Sunday start is refused with the day it can be taken. In Ukrainian
 * at desktop width, with axe on every page.
 */

test.describe.configure({ timeout: 300_000 });

const { language, width } = desktopUk;

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Запитання ${number} з \\d+`) });

/** Chooses an option of a question and waits until the school keeps it. */
async function answer(page: Page, number: number, option = 0) {
  const group = question(page, number);
  await group.getByRole('radio').nth(option).check();
  await expect(group.getByText('Збережено', { exact: true })).toBeVisible();
}

const secondsLeft = async (page: Page) => {
  const [minutes, seconds] = (await page.getByRole('timer').innerText()).split(':').map(Number);
  return minutes! * 60 + seconds!;
};

test('a taker goes through the entry test and sees a level; answers and time survive a reload, a pause and a dropped connection', async ({
  page,
}) => {
  await signInAs(page, desktopUk, 'pretest@demo.school');
  await openFromMenu(page, language, width, 'Вступне тестування');
  await expect(page.getByRole('heading', { level: 1, name: 'Вступний тест' })).toBeVisible();
  await checkPage(page);

  // The teenagers' test: its intro, then grammar's start page.
  const teens = page.getByRole('listitem').filter({ hasText: 'Англійська для підлітків' });
  await teens.getByRole('link', { name: 'Відкрити тест' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Англійська для підлітків/ })).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Почати тест' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Граматика й лексика: початок' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Почати: Граматика й лексика' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Граматика й лексика' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await checkPage(page);

  // Answers are saved as they are given; a reload finds them and the time left.
  await answer(page, 1, 0);
  await answer(page, 2, 1);
  await answer(page, 3, 2);
  const before = await secondsLeft(page);
  expect(before).toBeLessThanOrEqual(30 * 60);
  expect(before).toBeGreaterThan(25 * 60);
  await page.reload();
  await expect(question(page, 1).getByRole('radio').nth(0)).toBeChecked();
  await expect(question(page, 2).getByRole('radio').nth(1)).toBeChecked();
  await expect(question(page, 3).getByRole('radio').nth(2)).toBeChecked();
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 120);

  // The one pause: the clock stops, answers wait; once resumed, the pause is used.
  await page.getByRole('button', { name: 'Пауза' }).click();
  await expect(page.getByText('Тест призупинено.', { exact: false })).toBeVisible();
  await expect(question(page, 4).getByRole('radio').first()).toBeDisabled();
  await checkPage(page);
  await page.getByRole('button', { name: 'Продовжити' }).click();
  await expect(page.getByText('Паузу використано', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Пауза' })).toHaveCount(0);
  await expect(question(page, 4).getByRole('radio').first()).toBeEnabled();

  // The connection drops for a minute: answers wait on the device, then are sent.
  await setScenario(page, { offline: true });
  await question(page, 4).getByRole('radio').nth(3).check();
  await question(page, 5).getByRole('radio').nth(0).check();
  await expect(question(page, 4).getByText('Ще не збережено', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Здати частину' })).toBeDisabled();
  await setPageNow(page, (await page.evaluate(() => Date.now())) + 60_000);
  await setScenario(page, { offline: false });
  await expect(question(page, 4).getByText('Збережено', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(question(page, 5).getByText('Збережено', { exact: true })).toBeVisible();
  await page.reload();
  await expect(question(page, 4).getByRole('radio').nth(3)).toBeChecked();
  await expect(question(page, 5).getByRole('radio').nth(0)).toBeChecked();

  // Grammar handed in; reading, then writing.
  await page.getByRole('button', { name: 'Здати частину' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Здати частину' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Читання: початок' })).toBeVisible();
  await page.getByRole('button', { name: 'Почати: Читання' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Читання' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The robot that could not climb stairs' })).toBeVisible();
  await checkPage(page);
  await answer(page, 1, 1);
  await answer(page, 2, 1);
  await page.getByRole('button', { name: 'Здати частину' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Здати частину' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Письмо: початок' })).toBeVisible();
  await page.getByRole('button', { name: 'Почати: Письмо' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Письмо' })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Ваш текст' });
  await text.fill(
    'I think a day without phones is a good idea for our school. Students could play board games, ' +
      'talk to each other during breaks and read real books in the library. At first it would feel ' +
      'strange, but by the end of the day I would probably feel calmer and more relaxed than usual.',
  );
  await expect(page.getByText('Збережено', { exact: true })).toBeVisible({ timeout: 10_000 });
  await checkPage(page);
  await page.getByRole('button', { name: 'Здати частину' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Здати частину' }).click();

  // The result: a level overall and per part, the time used.
  await expect(page.getByRole('heading', { level: 1, name: /^Результат:/ })).toBeVisible();
  await expect(page.getByText(/^Ваш рівень: (A1|A2|B1|B2|C1|C2)$/)).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: 'Граматика', exact: true }).click();
  await expect(page.getByText(/\d+ з 30/)).toBeVisible();
  await page.getByRole('link', { name: 'Письмо', exact: true }).click();
  await expect(page.getByText('Слів')).toBeVisible();
  await checkPage(page);
});

test('a Sunday start is refused with the day the test can be taken', async ({ page }) => {
  await signInAs(page, desktopUk, 'pretest@demo.school');
  await page.goto('/pretests/general-english');
  await expect(page.getByRole('heading', { level: 1, name: /Загальна англійська/ })).toBeVisible();
  // Sunday 29 November 2026, 11:00 in Kyiv.
  await setPageNow(page, Date.parse('2026-11-29T11:00:00+02:00'));
  await page.getByRole('button', { name: 'Пройти тест ще раз' }).click();
  await expect(
    page.getByText('Вступні тести не проводяться в неділю. Ви можете пройти тест 30 листопада 2026.'),
  ).toBeVisible();
  await checkPage(page);
});

test('on a phone in English the start and test pages of every part fit and pass axe', async ({ page }) => {
  await signInAs(page, phoneEn, 'pretest@demo.school');
  await page.goto('/pretests/english-for-teens');
  await page.getByRole('button', { name: 'Begin the test' }).click();
  for (const part of ['Grammar and vocabulary', 'Reading', 'Writing']) {
    await expect(page.getByRole('heading', { level: 1, name: `${part}: start` })).toBeVisible();
    await checkPage(page);
    await page.getByRole('button', { name: `Start: ${part}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: part })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await checkPage(page);
    await page.getByRole('button', { name: 'Hide the timer' }).click();
    await expect(page.getByRole('button', { name: 'Show the timer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Show the timer' }).click();
    await page.getByRole('button', { name: 'Hand in the part' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hand in the part' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: /^Result:/ })).toBeVisible();
  await expect(page.getByText('Not enough text for evaluation')).toBeVisible();
  await checkPage(page);
});

test('when the time runs out the part is handed in with every answer given', async ({ page }) => {
  await signInAs(page, desktopUk, 'pretest@demo.school');
  await page.goto('/pretests/english-for-teens');
  await page.getByRole('button', { name: 'Почати тест' }).click();
  await page.getByRole('button', { name: 'Почати: Граматика й лексика' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await answer(page, 1, 0);
  await answer(page, 2, 0);
  // The school's clock moves past the part's 30 minutes.
  await setPageNow(page, (await page.evaluate(() => Date.now())) + 31 * 60_000);
  await expect(page.getByRole('heading', { level: 1, name: /^Результат:/ })).toBeVisible();
  await page.getByRole('link', { name: 'Граматика', exact: true }).click();
  await expect(page.getByText('здано, коли сплив час', { exact: false })).toBeVisible();
  await expect(page.getByText(/^\d+ з 30$/)).toBeVisible();
  await expect(page.getByText('30:00', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Загальне', exact: true }).click();
  await page.getByRole('link', { name: 'Продовжити: Читання' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Читання: початок' })).toBeVisible();
});

test('going back from a part’s test page leads to the general result, not to the part’s start page', async ({
  page,
}) => {
  await signInAs(page, desktopUk, 'pretest@demo.school');
  await page.goto('/pretests/english-for-teens');
  await page.getByRole('button', { name: 'Почати тест' }).click();
  await page.getByRole('button', { name: 'Почати: Граматика й лексика' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /^Результат:/ })).toBeVisible();
  await expect(page).toHaveURL(/\/pretests\/\d+\/result\/general$/);
  await page.getByRole('link', { name: 'Продовжити: Граматика й лексика' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Граматика й лексика: початок' })).toBeVisible();
});
