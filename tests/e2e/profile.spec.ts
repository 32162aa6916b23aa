import { expect, type Page, test } from './journey';
import { readCalendar } from '@cabinet/api/ical/read';
import { expectNoSeriousA11yViolations } from './axe';

const STUDENT = 'student@demo.school';
const DEMO_PASSWORD = 'Demo1234';

async function signIn(page: Page, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Електронна пошта').fill(STUDENT);
  await page.getByRole('button', { name: 'Продовжити' }).click();
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the profile on the mock school', () => {
  test('the name and phone are saved and still there after a reload', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Профіль' })).toBeVisible();
    const personal = section(page, 'Особисті дані');
    const name = personal.getByLabel('Ім’я та прізвище *', { exact: true });
    await expect(name).toHaveValue('Олена Коваль');
    await expectNoSeriousA11yViolations(page);
    await name.fill('Олена Коваль-Петренко');
    await personal.getByLabel('Телефон *', { exact: true }).fill('+380 50 111 22 33');
    await personal.getByRole('button', { name: 'Зберегти' }).click();
    await expect(personal.getByRole('status')).toHaveText('Особисті дані збережено.');
    await expect(page.getByRole('banner')).toContainText('Олена Коваль-Петренко');
    await page.reload();
    await expect(name).toHaveValue('Олена Коваль-Петренко');
    await expect(personal.getByLabel('Телефон *', { exact: true })).toHaveValue('+380 50 111 22 33');
    await expect(page.getByRole('main').getByText('Олена Коваль-Петренко')).toBeVisible();
  });

  test('a bad phone shows its message and nothing typed is lost', async ({ page }) => {
    await signIn(page);
    const personal = section(page, 'Особисті дані');
    const name = personal.getByLabel('Ім’я та прізвище *', { exact: true });
    const phone = personal.getByLabel('Телефон *', { exact: true });
    await name.fill('Олена Петренко');
    await phone.fill('12-34');
    await personal.getByRole('button', { name: 'Зберегти' }).click();
    await expect(personal.getByText(/Введіть номер телефону: від 7 до 20 цифр/)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('12-34');
    await expect(name).toHaveValue('Олена Петренко');
    await expect(personal.getByRole('status')).toBeEmpty();
    await expectNoSeriousA11yViolations(page);
  });

  test('the student sets the name printed on certificates', async ({ page }) => {
    await signIn(page);
    const certificates = section(page, 'Ім’я для сертифікатів');
    const nameEn = certificates.getByLabel('Ім’я на сертифікаті *', { exact: true });
    await expect(nameEn).toHaveValue('Olena Koval');
    await nameEn.fill('Олена');
    await certificates.getByRole('button', { name: 'Зберегти' }).click();
    await expect(certificates.getByText(/Пишіть латинськими літерами/)).toBeVisible();
    await nameEn.fill('Olena Koval-Petrenko');
    await certificates.getByRole('button', { name: 'Зберегти' }).click();
    await expect(certificates.getByRole('status')).toHaveText('Ім’я для сертифікатів збережено.');
    await page.reload();
    await expect(nameEn).toHaveValue('Olena Koval-Petrenko');
  });

  test('a weak password is refused by its rules; a good one is set and signs in', async ({ page }) => {
    await signIn(page);
    const password = section(page, 'Зміна пароля');
    const fresh = password.getByLabel('Новий пароль *', { exact: true });
    const repeat = password.getByLabel('Повторіть новий пароль *', { exact: true });
    await fresh.fill('weak');
    await repeat.fill('weak');
    await password.getByRole('button', { name: 'Змінити пароль' }).click();
    await expect(password.getByText('Пароль не відповідає вимогам нижче')).toBeVisible();
    const rules = password.getByRole('listitem');
    await expect(rules.filter({ hasText: 'щонайменше 8 символів' })).toContainText('ще не виконано');
    await expect(rules.filter({ hasText: 'велику літеру' })).toContainText('ще не виконано');
    await expect(rules.filter({ hasText: 'цифру' })).toContainText('ще не виконано');
    await expectNoSeriousA11yViolations(page);

    await fresh.fill('Spring2026');
    await repeat.fill('Spring2025');
    await password.getByRole('button', { name: 'Змінити пароль' }).click();
    await expect(password.getByText('Паролі не збігаються')).toBeVisible();
    await expect(rules.filter({ hasText: 'цифру' })).not.toContainText('ще не виконано');

    await repeat.fill('Spring2026');
    await password.getByRole('button', { name: 'Змінити пароль' }).click();
    await expect(password.getByRole('status').filter({ hasText: 'Пароль змінено' })).toBeVisible();
    await expect(fresh).toHaveValue('');
    await expect(repeat).toHaveValue('');
    // The toast of the change comes in under the banner, so "Log out" stays clickable while it shows.
    const toast = page.getByRole('alert').filter({ hasText: 'Пароль змінено.' });
    await expect(toast).toBeVisible();
    const banner = await page.getByRole('banner').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height);

    await page.getByRole('banner').getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Електронна пошта').fill(STUDENT);
    await page.getByRole('button', { name: 'Продовжити' }).click();
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page.getByText('Неправильна пошта або пароль')).toBeVisible();
    await page.getByLabel('Пароль').fill('Spring2026');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a callback is requested through a chosen channel', async ({ page }) => {
    await signIn(page);
    const contacts = section(page, 'Зв’язок зі школою');
    const channels = contacts.getByRole('group', { name: 'Спосіб зв’язку' });
    await expect(channels.getByRole('radio', { name: 'Телефонний дзвінок' })).toBeChecked();
    for (const channel of ['Facebook', 'Telegram', 'WhatsApp', 'Viber']) {
      await expect(channels.getByRole('radio', { name: channel })).toBeVisible();
    }
    await channels.getByRole('radio', { name: 'Telegram' }).check();
    await expect(contacts.getByLabel('Телефон *', { exact: true })).toHaveValue('+380 67 000 00 01');
    await contacts.getByRole('button', { name: 'Замовити зворотний зв’язок' }).click();
    await expect(contacts.getByRole('status')).toHaveText('Дякуємо! Ми зв’яжемося з вами найближчим часом.');
    await expectNoSeriousA11yViolations(page);
  });

  test('the calendar feed: a new address, the old one ends, the feed lists next week’s lessons at their hour', async ({
    page,
  }) => {
    await signIn(page);
    const feed = section(page, 'Підписка на календар');
    const address = feed.getByRole('textbox', { name: 'Адреса календаря' });
    await expect(address).toHaveValue(/\/api\/v1\/calendar\/feed\/[\w-]{43}\.ics$/);
    const old = await address.inputValue();
    await expect(feed.getByRole('link', { name: 'Календар Apple' })).toHaveAttribute('href', /^webcal:\/\//);
    await feed.getByRole('button', { name: 'Отримати нову адресу' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отримати нову адресу календаря?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Отримати нову адресу' }).click();
    await expect(feed.getByText(/Нова адреса готова/)).toBeVisible();
    await expect(address).not.toHaveValue(old);

    // A calendar app reads the address without the session: a plain GET from the page.
    const read = (url: string) =>
      page.evaluate(async (href) => {
        const answer = await fetch(href, { credentials: 'omit' });
        return { status: answer.status, type: answer.headers.get('Content-Type'), text: await answer.text() };
      }, url);
    expect((await read(old)).status).toBe(404);
    const answer = await read(await address.inputValue());
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/calendar/);
    const { zones, events } = readCalendar(answer.text);
    expect(zones).toEqual(['Europe/Kyiv']);
    const now = await page.evaluate(() => Date.now());
    const nextWeek = events.filter(
      (event) =>
        event.uid.startsWith('lesson-') &&
        Date.parse(event.start) > now &&
        Date.parse(event.start) < now + 7 * 86_400_000,
    );
    expect(nextWeek.length).toBeGreaterThan(0);
    // The parser's instant, shown in Kyiv, is the wall-clock time the feed wrote.
    const kyiv = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Kyiv',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    const unfolded = answer.text.replace(/\r\n /g, '');
    for (const event of nextWeek) {
      const wall = kyiv
        .format(new Date(event.start))
        .replace(/[-: ]/g, '')
        .replace(/^(\d{8})/, '$1T');
      const block = unfolded.split('BEGIN:VEVENT').find((each) => each.includes(`UID:${event.uid}\r\n`));
      expect(block).toContain(`DTSTART;TZID=Europe/Kyiv:${wall}00\r\n`);
    }
  });

  test('leaving a form with unsaved changes asks to continue editing or leave', async ({ page }) => {
    await signIn(page);
    const name = section(page, 'Особисті дані').getByLabel('Ім’я та прізвище *', { exact: true });
    await name.fill('Олена Незбережена');
    const supportLink = page.getByRole('main').getByRole('link', { name: 'Напишіть у підтримку' });
    await supportLink.click();
    const dialog = page.getByRole('dialog', { name: 'Вийти без збереження?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Продовжити редагування' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(name).toHaveValue('Олена Незбережена');
    await supportLink.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Вийти' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Підтримка' })).toBeVisible();
    // Nothing typed here: the way back does not ask.
    await page.getByRole('main').getByRole('link', { name: 'перейти до профілю' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('support on the mock school', () => {
  test('a support request needs a topic and a phone, then is sent', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Підтримка' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Підтримка' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const form = section(page, 'Запит до підтримки');
    await form.getByRole('button', { name: 'Надіслати запит' }).click();
    await expect(form.getByText('Оберіть тему звернення')).toBeVisible();
    await form.getByLabel('Тема звернення').selectOption({ label: 'Оплата' });
    await expect(form.getByText('Оберіть тему звернення')).toBeHidden();
    await form.getByLabel('Телефон *', { exact: true }).fill('+380 50 123 45 67');
    await form.getByRole('button', { name: 'Надіслати запит' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Запит надіслано. Ми зателефонуємо вам найближчим часом.',
    );
    await expect(form.getByLabel('Тема звернення')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the profile and support elsewhere', () => {
  test('both pages fit a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page);
    await expect(page.getByRole('region', { name: 'Зміна пароля' })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/support');
    await expect(page.getByRole('button', { name: 'Надіслати запит' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('in English', async ({ page }) => {
    await signIn(page);
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    for (const title of ['Personal data', 'Name on certificates', 'Contact the school', 'Change password']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const personal = section(page, 'Personal data');
    await personal.getByLabel('Phone *', { exact: true }).fill('12');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByRole('alert')).toBeVisible();
    await personal.getByLabel('Phone *', { exact: true }).fill('+380 67 555 44 33');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByRole('status')).toHaveText('Your personal data is saved.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const form = section(page, 'Support request');
    await form.getByLabel('Topic').selectOption({ label: 'Technical issue' });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('status')).toHaveText('Your request is sent. We will call you soon.');
    await expectNoSeriousA11yViolations(page);
  });
});
