import type { Event, EventList } from '@cabinet/api/model';
import { eventQuestions } from '../../packages/api/src/mock/db/event-questions';
import { expectNoSeriousA11yViolations } from './axe';
import { api, desktopUk, expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';
import { expect, type Page, test } from './journey';

/**
 * The trainee's teacher-training events. In Ukrainian at desktop width: registers for a free
 * webinar, is refused a full one, then after an ended webinar gives an English name, fails the test
 * once, passes it and downloads the certificate. In English on a phone: registers for a paid
 * workshop, pays at checkout and is back at the event. axe on every page visited.
 */

test.describe.configure({ timeout: 240_000 });

const TRAINEE = 'trainee@demo.school';

async function checkPage(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const eventsOf = async (page: Page, type: Event['type']) =>
  (await api<EventList>(page, `/api/v1/events?type=${type}&per_page=100`)).data;

const openToRegister = (event: Event) =>
  event.enabled && event.status === 'waiting_to_start' && event.registration === null;

test('the trainee registers for a webinar, passes its test and downloads the certificate', async ({
  page,
}) => {
  const { language, width } = desktopUk;
  await signInAs(page, desktopUk, TRAINEE);
  const webinars = await eventsOf(page, 'webinar');
  const free = webinars.find((e) => openToRegister(e) && e.price === 0 && e.seats_left > 0)!;
  const full = webinars.find((e) => openToRegister(e) && e.seats_left === 0)!;
  const ended = webinars.find((e) => e.test_state === 'open')!;

  await openFromMenu(page, language, width, 'Вебінари');
  await expect(page.getByRole('heading', { level: 1, name: 'Вебінари' })).toBeVisible();
  await checkPage(page);

  // A free webinar: one click, and the place is taken.
  await page.getByRole('link', { name: free.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: free.title })).toBeVisible();
  await expect(page.getByText('Час указано в UTC+2, часовому поясі події.')).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Зареєструватися безкоштовно' }).click();
  await expect(page.getByText('Ви зареєстровані. До зустрічі на події!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Приєднатися до події онлайн' })).toBeVisible();

  // A full webinar refuses with its message.
  await page
    .getByRole('navigation', { name: 'Навігаційний ланцюжок' })
    .getByRole('link', { name: 'Вебінари' })
    .click();
  await page.getByRole('link', { name: full.title, exact: true }).click();
  await page.getByRole('button', { name: 'Зареєструватися безкоштовно' }).click();
  await expect(page.getByText('Усі місця на подію зайнято.')).toBeVisible();
  await checkPage(page);

  // The ended webinar: its recording, then the test after an English name.
  await page.goto(`/teacherTraining/webinars/video/${ended.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Запис події' })).toBeVisible();
  await expect(page.locator('video')).toBeVisible();
  await checkPage(page);
  await page.getByRole('main').getByRole('link', { name: 'Сертифікат', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/teacherTraining/webinars/certificate/${ended.id}$`));
  const name = page.getByRole('textbox', { name: 'Повне ім’я англійською' });
  await expect(name).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: 'Зберегти й продовжити' }).click();
  await expect(page.getByText('Введіть повне ім’я англійською.')).toBeVisible();
  await name.fill('Mariia Tkachenko');
  await page.getByRole('button', { name: 'Зберегти й продовжити' }).click();

  const questions = eventQuestions(ended.id);
  const answer = async (right: boolean) => {
    for (const [index, question] of questions.entries()) {
      const option = question.options.find((o) => (o.id === question.right_option_id) === right)!;
      await page
        .getByRole('group', { name: `Запитання ${index + 1}. ${question.text}` })
        .getByRole('radio', { name: option.text, exact: true })
        .check();
    }
  };
  await expect(page.getByRole('heading', { level: 3, name: 'Тест після події' })).toBeVisible();
  await checkPage(page);
  await answer(false);
  await page.getByRole('button', { name: 'Здати тест' }).click();
  await expect(page.getByText(/^На жаль, ви не склали тест!/)).toBeVisible();
  await checkPage(page);
  await answer(true);
  await page.getByRole('button', { name: 'Пройти тест ще раз' }).click();
  await expect(page.getByText(/Вітаємо, ви склали тест із результатом 100%!/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Завантажити сертифікат (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`event-certificate-${ended.id}.pdf`);
  await checkPage(page);
});

test('on a phone, the trainee registers for a paid workshop and pays at checkout', async ({ page }) => {
  const { language, width } = phoneEn;
  await signInAs(page, phoneEn, TRAINEE);
  const paid = (await eventsOf(page, 'workshop')).find(
    (e) => openToRegister(e) && e.price > 0 && e.seats_left > 0,
  )!;

  await openFromMenu(page, language, width, 'Workshops');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  await checkPage(page);
  await page.getByRole('link', { name: paid.title_en, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: paid.title_en })).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: /^Register and pay UAH/ }).click();

  await expect(page).toHaveURL(/\/checkout\?order=\d+$/);
  await expect(page.getByText(`Event place: ${paid.title_en}`)).toBeVisible();
  await checkPage(page);
  await page
    .getByRole('checkbox', { name: 'I accept the public offer agreement and the payment terms' })
    .check();
  await page.getByRole('button', { name: /^Pay UAH/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+$/);
  await page.getByRole('link', { name: 'Back to the event' }).click();
  await expect(page).toHaveURL(new RegExp(`/teacherTraining/workshops/${paid.id}$`));
  await expect(page.getByText('You are registered and your place is paid.')).toBeVisible();
  await checkPage(page);
});
