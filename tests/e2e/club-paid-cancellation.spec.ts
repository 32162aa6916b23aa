import { expectNoSeriousA11yViolations } from './axe';
import {
  api,
  expectNoSidewaysScroll,
  type Language,
  openFromMenu,
  phoneEn,
  signInAs,
  switchUser,
} from './cabinet-page';
import { expect, type Locator, type Page, test } from './journey';

/**
 * Cancelling a paid club place through the school: the student asks the school to cancel one paid
 * place with a reason (the place shows "Cancellation requested"); the director of studies refuses
 * it with a comment (refused at first without one) and cancels the student's other place, whose
 * request the school had already received; the student sees both outcomes: the refused place still
 * booked with the director's comment, the cancelled one with its refund. Once, on an English
 * 360 px phone, with axe on every page and dialog.
 */

const SCHOOL_ZONE = 'Europe/Kyiv';
const { language, width } = phoneEn;

const t = {
  clubs: 'Clubs',
  menuEntry: 'Paid club cancellations (DOS)',
  dosTitle: 'Paid club cancellations',
  paidPlace: 'Paid place',
  ask: /^Ask to cancel/,
  askTitle: (club: string) => `Ask the school to cancel your place in «${club}»?`,
  reason: 'Reason (optional)',
  send: 'Send the request',
  sent: 'Your request has been sent to the school.',
  requested: 'Cancellation requested',
  refuse: /^Refuse/,
  refuseTitle: (name: string) => `Refuse ${name}’s request?`,
  comment: 'Comment to the student',
  commentRequired: 'Write why the place stays: the student reads it.',
  refused: (name: string) => `${name}’s request is refused; the place stays booked.`,
  cancelPlace: /^Cancel the place/,
  cancelTitle: (name: string) => `Cancel ${name}’s place?`,
  cancelled: (name: string) => `${name}’s place is cancelled; the payment is marked for refund.`,
  cancelledTab: 'Cancelled',
  refusedBadge: 'Cancellation refused',
  keptPlace: 'The school did not cancel the place: it stays booked.',
  cancelledBadge: 'Place cancelled',
  cancelledBooking: 'Cancelled by the school',
  refund: /is returned to the card or wallet it was paid with by \d+ \w+ \d{4}\./,
} as const;

const COMMENT = 'The group for this date is formed; you may pass the place to a colleague.';

type ApiClub = {
  id: number;
  name_en: string;
  starts_at: string;
  booking: { status: string } | null;
  cancellation: { status: string } | null;
};
type ApiRequest = { club: { id: number }; student: { name: string; name_en: string | null } };

test.describe.configure({ timeout: 240_000 });

/** "26 November 2026, 18:00", as the cards write a club's start in the school's zone. */
function startText(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** The club's card on the student's list, following "Next page" from the page shown until it is there. */
async function clubCard(page: Page, club: ApiClub, lang: Language): Promise<Locator> {
  const found = page
    .getByRole('article', { name: club.name_en, exact: true })
    .filter({ hasText: startText(club.starts_at) })
    .first();
  await expect(page.getByRole('article').first()).toBeVisible();
  const next = page.getByRole('link', { name: lang === 'en' ? 'Next page' : 'Наступна сторінка' });
  while (!(await found.isVisible())) {
    const shown = Number(new URL(page.url()).searchParams.get('page') ?? 1);
    await next.click();
    await expect(page.getByText(new RegExp(`^(Page|Сторінка) ${shown + 1} `))).toBeVisible();
  }
  return found;
}

/** The student's two upcoming paid places: one not asked about yet, and one the school has a request for. */
async function paidPlaces(page: Page): Promise<{ asked: ApiClub; fresh: ApiClub }> {
  const clubs = (await api<{ data: ApiClub[] }>(page, '/api/v1/clubs?period=upcoming&per_page=100')).data;
  const now = await page.evaluate(() => Date.now());
  const paid = clubs.filter(
    (club) => club.booking?.status === 'paid' && new Date(club.starts_at).getTime() > now + 3_600_000,
  );
  const asked = paid.find((club) => club.cancellation?.status === 'pending');
  const fresh = paid.find((club) => club.cancellation === null);
  if (!asked || !fresh)
    throw new Error('The seed gives the demo student two paid places, one already asked about');
  return { asked, fresh };
}

/** The director's card of a request: the student's name, the club and its start. */
const requestCard = (page: Page, student: string, club: ApiClub): Locator =>
  page
    .getByRole('article', { name: student, exact: true })
    .filter({ hasText: club.name_en })
    .filter({ hasText: startText(club.starts_at) });

test('a paid place: the student asks, the director refuses one and cancels another, the student sees both', async ({
  page,
}) => {
  await signInAs(page, phoneEn, 'student@demo.school');
  await openFromMenu(page, language, width, t.clubs);
  await expect(page).toHaveURL(/\/student\/clubs\/upcoming$/);
  const { asked, fresh } = await paidPlaces(page);

  // The student asks the school to cancel the paid place, with a reason.
  const freshCard = await clubCard(page, fresh, language);
  await expect(freshCard).toContainText(t.paidPlace);
  await freshCard.getByRole('button', { name: t.ask }).click();
  const askDialog = page.getByRole('dialog', { name: t.askTitle(fresh.name_en) });
  await expect(askDialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await askDialog.getByRole('textbox', { name: t.reason }).fill('A university exam that evening.');
  await askDialog.getByRole('button', { name: t.send }).click();
  await expect(askDialog).toBeHidden();
  await expect(freshCard.getByRole('status')).toHaveText(t.sent);
  await expect(freshCard).toContainText(t.requested);
  await expect(freshCard.getByRole('note')).toContainText('A university exam that evening.');
  await expect(freshCard.getByRole('button', { name: t.ask })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // The director of studies finds both requests from the menu.
  await switchUser(page, language, 'dos@demo.school');
  await openFromMenu(page, language, width, t.menuEntry);
  await expect(page).toHaveURL(/\/teacher\/dos\/club-cancellations$/);
  await expect(page.getByRole('heading', { level: 1, name: t.dosTitle })).toBeVisible();
  const requests = (
    await api<{ data: ApiRequest[] }>(page, '/api/v1/dos/club-cancellation-requests?status=pending')
  ).data;
  const askedBy = requests.find((request) => request.club.id === fresh.id)?.student;
  const student = askedBy?.name_en || askedBy?.name || '';
  await expect(requestCard(page, student, fresh)).toContainText('A university exam that evening.');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Refused, first without a comment, then with one.
  await requestCard(page, student, fresh).getByRole('button', { name: t.refuse }).click();
  const refuseDialog = page.getByRole('dialog', { name: t.refuseTitle(student) });
  await expect(refuseDialog).toBeVisible();
  await refuseDialog.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(refuseDialog.getByText(t.commentRequired)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await refuseDialog.getByRole('textbox', { name: t.comment }).fill(COMMENT);
  await refuseDialog.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(refuseDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: t.refused(student) })).toBeVisible();
  await expect(requestCard(page, student, fresh)).toContainText(t.refusedBadge);

  // The other place is cancelled after a confirmation.
  await requestCard(page, student, asked).getByRole('button', { name: t.cancelPlace }).click();
  const cancelDialog = page.getByRole('dialog', { name: t.cancelTitle(student) });
  await expect(cancelDialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cancelDialog.getByRole('button', { name: 'Cancel the place', exact: true }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: t.cancelled(student) })).toBeVisible();
  await page.getByRole('link', { name: t.cancelledTab, exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/dos\/club-cancellations\?status=cancelled$/);
  await expect(requestCard(page, student, asked)).toContainText(/UAH\s\d+, back with the payer by/);
  await expectNoSeriousA11yViolations(page);

  // The student sees both outcomes.
  await switchUser(page, language, 'student@demo.school');
  await openFromMenu(page, language, width, t.clubs);
  const refusedCard = await clubCard(page, fresh, language);
  await expect(refusedCard).toContainText(t.refusedBadge);
  await expect(refusedCard).toContainText(t.paidPlace);
  await expect(refusedCard.getByRole('note')).toContainText(t.keptPlace);
  await expect(refusedCard.getByRole('note')).toContainText(COMMENT);
  await expectNoSeriousA11yViolations(page);
  const cancelledCard = await clubCard(page, asked, language);
  await expect(cancelledCard).toContainText(t.cancelledBadge);
  await expect(cancelledCard).toContainText(t.cancelledBooking);
  await expect(cancelledCard.getByRole('note')).toContainText(t.refund);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
});
