import { expect, type Locator, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { signIn } from './sign-in-helpers';
import {
  expectNoSidewaysScroll,
  type Language,
  openFromMenu,
  pageNow,
  desktopUk,
  phoneEn,
  type Variant,
  signInAs,
  mockSchoolReady,
} from './cabinet-page';

/**
 * Clubs and checkout: the student books the week's free club, is
 * refused a second one in the same week, cancels and books another; pays a pending place at
 * checkout (refused without the terms, and when the provider is down; Google Pay confirmed on the
 * payment provider's page); the parent switches
 * between the children's clubs. Once, in one of the two variants (see `variants`), with axe on
 * every page.
 */

const SCHOOL_ZONE = 'Europe/Kyiv';

const texts = {
  uk: {
    clubs: 'Клуби',
    upcoming: 'Майбутні',
    archived: 'Архів',
    bookFree: 'Записатися безкоштовно',
    booked: 'Ви записалися на безкоштовне місце цього тижня.',
    freeUsed: 'Безкоштовне місце в клубі на цей тиждень уже використано.',
    freeBooking: 'Безкоштовне місце тижня',
    cancel: 'Скасувати запис',
    confirmCancel: 'Скасувати бронювання',
    cancelled: 'Запис скасовано.',
    pay: 'Оплатити',
    checkout: 'Оформлення оплати',
    payButton: /^Оплатити \d/,
    termsRequired: 'Прийміть угоду перед оплатою.',
    terms: 'Я приймаю договір публічної оферти та умови оплати',
    googlePay: 'Google Pay',
    providerPay: 'Оплатити',
    paidTitle: 'Оплату отримано',
    backToClubs: 'Повернутися до клубів',
    paidBooking: 'Оплачене місце',
    manager: /Платний клуб скасовується лише через менеджера/,
    paymentDown: /Онлайн-оплата тимчасово недоступна/,
    pending: 'Очікує оплати',
  },
  en: {
    clubs: 'Clubs',
    upcoming: 'Upcoming',
    archived: 'Archive',
    bookFree: 'Book the free place',
    booked: 'You have booked the free place of the week.',
    freeUsed: 'The free club place for this week is already used.',
    freeBooking: 'Free place of the week',
    cancel: 'Cancel booking',
    confirmCancel: 'Cancel booking',
    cancelled: 'Your booking is cancelled.',
    pay: 'Pay',
    checkout: 'Checkout',
    payButton: /^Pay UAH/,
    termsRequired: 'Accept the agreement before payment.',
    terms: 'I accept the public offer agreement and the payment terms',
    googlePay: 'Google Pay',
    providerPay: 'Pay',
    paidTitle: 'Payment received',
    backToClubs: 'Back to clubs',
    paidBooking: 'Paid place',
    manager: /A paid club is cancelled only through a manager/,
    paymentDown: /Online payment is temporarily unavailable/,
    pending: 'Waiting for payment',
  },
} as const;

test.describe.configure({ timeout: 120_000 });

type ApiClub = {
  id: number;
  name: string;
  name_en: string;
  starts_at: string;
  seats_left: number;
  enabled: boolean;
  type: string;
  booking: { status: string; order_id: number | null } | null;
};

/** The upcoming clubs as the student's cabinet reads them (the mock school answers in the page). */
async function upcomingClubs(page: Page, perPage = 12): Promise<ApiClub[]> {
  await mockSchoolReady(page);
  return page.evaluate(async (perPage) => {
    const answer = await fetch(`/api/v1/clubs?period=upcoming&per_page=${perPage}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await answer.json()) as { data: ApiClub[] }).data;
  }, perPage);
}

/** Follows the list's "next page" links until the club's card is on the page. */
async function findCard(page: Page, club: ApiClub, language: Language): Promise<Locator> {
  const found = card(page, club, language);
  const next = page.getByRole('link', { name: language === 'en' ? 'Next page' : 'Наступна сторінка' });
  await expect(page.getByRole('article').first()).toBeVisible();
  for (let shown = 1; !(await found.isVisible()); shown++) {
    await next.click();
    // The next page's list is in place once the pager names its number.
    await expect(page.getByText(new RegExp(`^(Page|Сторінка) ${shown + 1} `))).toBeVisible();
  }
  return found;
}

const kyivDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

/** The Monday of the school week a club falls in. */
function weekOf(iso: string): string {
  const day = new Date(`${kyivDate(iso)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** "24 листопада 2026, 18:00" / "24 November 2026, 18:00", as the card writes the start. */
function startText(iso: string, language: Language): string {
  const date = new Date(iso);
  const dayMonth = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk', {
    timeZone: SCHOOL_ZONE,
    day: 'numeric',
    month: 'long',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${dayMonth} ${kyivDate(iso).slice(0, 4)}, ${time}`;
}

const card = (page: Page, club: ApiClub, language: Language): Locator =>
  page
    .getByRole('article', { name: language === 'en' ? club.name_en : club.name, exact: true })
    .filter({ hasText: startText(club.starts_at, language) })
    .first();

/**
 * Two speaking clubs of one school week the student may take for free, shown on one page of the
 * list (twelve a page, in the list's order): open, not booked, with seats, not soon.
 */
function twoFreeClubsOfOneWeek(clubs: ApiClub[], now: number): [ApiClub, ApiClub] {
  const soon = now + 3 * 3_600_000;
  const groups = new Map<string, ApiClub[]>();
  clubs.forEach((club, index) => {
    const open =
      club.type === 'speaking' &&
      club.enabled &&
      !club.booking &&
      club.seats_left > 1 &&
      new Date(club.starts_at).getTime() > soon;
    const key = `${weekOf(club.starts_at)}:${Math.floor(index / 12)}`;
    if (open) groups.set(key, [...(groups.get(key) ?? []), club]);
  });
  const week = [...groups.values()].find((list) => list.length >= 2);
  if (!week) throw new Error('The seed keeps two open speaking clubs in one week');
  return [week[0] as ApiClub, week[1] as ApiClub];
}

/** Declares the journeys of the student's clubs and checkout in one variant. */
function studentClubJourneys({ language, width, height }: Variant) {
  const t = texts[language];

  test.describe(`clubs (${language}, ${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test('the student books the free club, is refused a second in the week, cancels and books another', async ({
      page,
    }) => {
      await signIn(page, 'student@demo.school', { language });
      await openFromMenu(page, language, width, texts[language].clubs);
      await expect(page).toHaveURL(/\/student\/clubs\/upcoming$/);
      await expect(page.getByRole('heading', { level: 1, name: t.clubs })).toBeVisible();
      await expect(page.getByRole('link', { name: t.upcoming })).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousA11yViolations(page);

      const [first, second] = twoFreeClubsOfOneWeek(await upcomingClubs(page, 100), await pageNow(page));
      const firstCard = await findCard(page, first, language);
      const secondCard = card(page, second, language);
      await firstCard.getByRole('button', { name: new RegExp(`^${t.bookFree}`) }).click();
      await expect(firstCard.getByRole('status')).toHaveText(t.booked);
      await expect(firstCard).toContainText(t.freeBooking);

      await secondCard.getByRole('button', { name: new RegExp(`^${t.bookFree}`) }).click();
      await expect(secondCard.getByRole('alert')).toHaveText(t.freeUsed);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      await firstCard.getByRole('button', { name: new RegExp(`^${t.cancel}`) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: t.confirmCancel, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(firstCard.getByRole('status')).toHaveText(t.cancelled);

      await secondCard.getByRole('button', { name: new RegExp(`^${t.bookFree}`) }).click();
      await expect(secondCard.getByRole('status')).toHaveText(t.booked);
      await expect(secondCard).toContainText(t.freeBooking);

      await page.getByRole('link', { name: t.archived }).click();
      await expect(page).toHaveURL(/\/student\/clubs\/archived$/);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the student pays the pending place: refused without the terms, then paid', async ({ page }) => {
      await signIn(page, 'student@demo.school', { language });
      await openFromMenu(page, language, width, texts[language].clubs);
      const pending = (await upcomingClubs(page, 100)).find(
        (club) => club.booking?.status === 'payment_pending',
      );
      if (!pending) throw new Error('The seed keeps a place waiting for payment');
      const pendingCard = await findCard(page, pending, language);
      await expect(pendingCard).toContainText(t.pending);
      let payCalls = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/v1\/orders\/\d+\/pay/.test(request.url())) payCalls++;
      });
      await pendingCard.getByRole('link', { name: new RegExp(`^${t.pay}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout\\?order=${pending.booking?.order_id}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.checkout })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: t.payButton }).click();
      await expect(page.getByText(t.termsRequired)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: t.terms })).toBeFocused();
      expect(payCalls).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('radio', { name: t.googlePay }).check();
      await page.getByRole('checkbox', { name: t.terms }).check();
      await page.getByRole('button', { name: t.payButton }).click();
      // Google Pay is confirmed on the payment provider's page, which brings the payer back.
      await expect(page).toHaveURL(/\/__mock\/provider\/payments\//);
      await page.getByRole('button', { name: t.providerPay, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?order=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: t.paidTitle })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Google Pay');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: t.backToClubs }).click();
      await expect(page).toHaveURL(/\/student\/clubs\/upcoming$/);
      await findCard(page, pending, language);
      await expect(pendingCard).toContainText(t.paidBooking);
      await expect(pendingCard).toContainText(t.manager);
      await expect(pendingCard.getByRole('button', { name: new RegExp(`^${t.cancel}`) })).toHaveCount(0);
    });
  });
}
studentClubJourneys(desktopUk);

test('a full club refuses with "no more seats" and suggests other clubs to book', async ({ page }) => {
  await signIn(page, 'student@demo.school');
  await openFromMenu(page, 'uk', 1280, texts.uk.clubs);
  const now = await pageNow(page);
  const full = (await upcomingClubs(page, 100)).find(
    (club) =>
      club.enabled && !club.booking && club.seats_left === 0 && new Date(club.starts_at).getTime() > now,
  );
  if (!full) throw new Error('The seed fills tomorrow’s club');
  const fullCard = await findCard(page, full, 'uk');
  await expect(fullCard).toContainText('Вільних місць немає');
  await fullCard.getByRole('button', { name: /^Записатися платно/ }).click();
  await expect(fullCard.getByRole('alert')).toHaveText(
    'На жаль, вільних місць немає. Перегляньте інші клуби.',
  );
  const suggestions = fullCard.getByRole('region', { name: 'Інші клуби з вільними місцями' });
  await expect(suggestions.getByRole('article').first()).toBeVisible();
  await expect(suggestions.getByRole('button', { name: /^Записатися платно/ }).first()).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('online payment temporarily unavailable: the school’s e-mail is offered, nothing is lost', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('mockSchool.scenario', JSON.stringify({ paymentDown: true })),
  );
  await signIn(page, 'student@demo.school');
  const pending = (await upcomingClubs(page, 100)).find((club) => club.booking?.status === 'payment_pending');
  await page.goto(`/checkout?order=${pending?.booking?.order_id}`);
  const t = texts.uk;
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.payButton }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t.paymentDown);
  await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('checkbox', { name: t.terms })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

/** Declares the journeys of the parent's clubs in one variant. */
function parentClubJourney({ language, width, height }: Variant) {
  test(`the parent reads each child's clubs and switches children (${language}, ${width} px)`, async ({
    page,
  }) => {
    const t = texts[language];
    await signInAs(page, { language, width, height }, 'parent@demo.school');
    await openFromMenu(page, language, width, texts[language].clubs);
    await expect(page).toHaveURL(/\/parent\/clubs$/);
    const switcher = page.getByRole('navigation', { name: language === 'en' ? 'Child' : 'Дитина' });
    const [maksym, sofiia] =
      language === 'en' ? ['Maksym Melnyk', 'Sofiia Melnyk'] : ['Максим Мельник', 'Софія Мельник'];
    await expect(switcher.getByRole('link', { name: maksym })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(maksym) }).first()).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${t.bookFree}`) })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await switcher.getByRole('link', { name: sofiia }).click();
    await expect(page).toHaveURL(/\/parent\/clubs\?child=\d+$/);
    await expect(switcher.getByRole('link', { name: sofiia })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(sofiia) }).first()).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
parentClubJourney(phoneEn);
