import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { api, expectNoSidewaysScroll, openFromMenu, pageNow, phoneEn, signInAs } from './cabinet-page';
import { DEMO_PASSWORD } from './sign-in-helpers';

/**
 * Substitutions, and the journey "requests a substitute": the teacher
 * opens Substitutions from the menu, sees each tab (a late cancellation shown as paid), accepts a
 * request offered to them, declines another, requests a substitute for one of their lessons,
 * cancels a request of their own, and is refused with "no teachers available at the selected time"
 * for a lesson at whose time every other teacher is busy. Once, in one of the two variants (see
 * `variants`), with axe on every page.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  uk: {
    menu: 'Заміни',
    title: 'Заміни',
    tabs: ['Групи', 'Індивідуальні', 'Корпоративні групи', 'Корпоративні індивідуальні'],
    offered: 'Запропоновані мені',
    requested: 'Мої запити',
    lateCancelPaid: 'Пізнє скасування — оплачено',
    accept: 'Прийняти',
    decline: 'Відхилити',
    cancel: 'Скасувати запит',
    acceptTitle: 'Взяти цей урок?',
    declineTitle: 'Відхилити запит?',
    cancelTitle: 'Скасувати ваш запит?',
    accepted: 'Ви взяли урок; тепер він у вашому календарі.',
    declined: 'Ви відхилили запит.',
    canceled: 'Ваш запит скасовано.',
    requestedDone: 'Запит надіслано викладачам, вільним у цей час.',
    request: 'Запросити заміну',
    chooseTitle: 'Оберіть урок',
    continue: 'Далі',
    missingLesson: 'Оберіть урок.',
    requestTitle: 'Запит на заміну',
    reason: 'Хвороба',
    comment: /Коментар/,
    send: 'Надіслати запит',
    chooseReason: 'Оберіть причину.',
    lesson: 'урок',
    noTeachers: 'На обраний час немає вільних викладачів.',
  },
  en: {
    menu: 'Substitutions',
    title: 'Substitutions',
    tabs: ['Groups', 'Individuals', 'Corporate groups', 'Corporate individuals'],
    offered: 'Offered to me',
    requested: 'My requests',
    lateCancelPaid: 'Late cancel — paid',
    accept: 'Accept',
    decline: 'Decline',
    cancel: 'Cancel the request',
    acceptTitle: 'Take this lesson?',
    declineTitle: 'Decline the request?',
    cancelTitle: 'Cancel your request?',
    accepted: 'You took the lesson; it is in your calendar now.',
    declined: 'You declined the request.',
    canceled: 'Your request is cancelled.',
    requestedDone: 'The request is sent to the teachers free at that time.',
    request: 'Request a substitute',
    chooseTitle: 'Choose a lesson',
    continue: 'Continue',
    missingLesson: 'Choose a lesson.',
    requestTitle: 'Request a substitute',
    reason: 'Illness',
    comment: /Comment/,
    send: 'Send the request',
    chooseReason: 'Choose a reason.',
    lesson: 'lesson',
    noTeachers: 'No teachers are available at the selected time.',
  },
} as const;

/** One h1 (hidden from the outline while a dialog is open), no sideways scroll, no axe violation. */
async function checkPage(page: Page, { dialog = false } = {}) {
  if (!dialog) await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

type CalendarEvent = {
  kind: string;
  starts_at: string;
  ends_at: string;
  title: string;
  title_en: string;
  lesson_id: number | null;
  lesson_number: number | null;
  lesson_type: string | null;
  status: string;
};
type Substitution = { id: number; side: string; status: string; lesson_id: number | null };

const DAY = 86_400_000;
const TEST_TYPES = ['test', 'progress_test', 'test_retake', 'final_test'];
/** A day in the school's zone as `yyyy-MM-dd`. */
const schoolDay = (time: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(time));
const overlaps = (a: { starts_at: string; ends_at: string }, b: { starts_at: string; ends_at: string }) =>
  Date.parse(a.starts_at) < Date.parse(b.ends_at) && Date.parse(b.starts_at) < Date.parse(a.ends_at);

const calendar = (page: Page, token: string, from: number, days: number) =>
  api<{ data: CalendarEvent[] }>(
    page,
    `/api/v1/calendar?from=${schoolDay(from)}&to=${schoolDay(from + (days - 1) * DAY)}`,
    { token },
  ).then((answer) => answer.data);

const tokenOf = async (page: Page, email: string) =>
  (
    await api<{ token: string }>(page, '/api/v1/cabinet-auth', {
      method: 'POST',
      body: { email, password: DEMO_PASSWORD, userAgent: 'e2e' },
    })
  ).token;

/**
 * The teacher's upcoming lesson, at least two days ahead, that has no request of theirs yet:
 * the lesson the refusal is shown for.
 */
async function lessonToRefuse(page: Page): Promise<CalendarEvent> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const now = await pageNow(page);
  const [events, mine] = await Promise.all([
    calendar(page, token, now, 28),
    api<{ data: Substitution[] }>(page, '/api/v1/substitutions?side=requested&per_page=100'),
  ]);
  const requested = new Set(
    mine.data
      .filter((row) => ['waiting', 'moderation', 'approved'].includes(row.status))
      .map((row) => row.lesson_id),
  );
  const lesson = events
    .filter(
      (event) =>
        (event.kind === 'group_lesson' || event.kind === 'individual_lesson') &&
        event.status === 'upcoming' &&
        Date.parse(event.starts_at) > now + 2 * DAY &&
        !requested.has(event.lesson_id),
    )
    .at(-1);
  if (!lesson) throw new Error('The demo teacher has no upcoming lesson without a request.');
  return lesson;
}

/**
 * Makes every other teacher of the school busy at the lesson's time through the school's own
 * calls (the mock counts a teacher free when no lesson they hold and no club they lead overlaps):
 * a teacher with an upcoming test moves its date onto that time; a teacher without courses takes
 * over such a test, requested by a colleague who then moves another test there.
 */
async function makeEveryoneElseBusy(page: Page, lesson: CalendarEvent) {
  const emails = ['dos@demo.school', ...Array.from({ length: 13 }, (_, i) => `teacher${i + 1}@school.mock`)];
  const now = await pageNow(page);
  const slot = { starts_at: lesson.starts_at, ends_at: lesson.ends_at };
  const teachers = await Promise.all(
    emails.map(async (email) => {
      const token = await tokenOf(page, email);
      const events = await calendar(page, token, now, 62);
      const tests = events.filter(
        (event) =>
          (event.kind === 'group_lesson' || event.kind === 'individual_lesson') &&
          event.lesson_type !== null &&
          TEST_TYPES.includes(event.lesson_type) &&
          event.status === 'upcoming' &&
          Date.parse(event.starts_at) > now + DAY &&
          !overlaps(event, slot),
      );
      return { email, token, tests, busy: events.some((event) => overlaps(event, slot)) };
    }),
  );
  const move = (token: string, test: CalendarEvent) =>
    api(page, `/api/v1/lessons/${test.lesson_id}`, {
      method: 'PATCH',
      token,
      body: { starts_at: lesson.starts_at },
    });
  for (const teacher of teachers) {
    const test = teacher.busy ? undefined : teacher.tests.shift();
    if (test) {
      await move(teacher.token, test);
      teacher.busy = true;
    }
  }
  for (const idle of teachers.filter((teacher) => !teacher.busy)) {
    const donor = teachers.find((teacher) => teacher.busy && teacher.tests.length > 0);
    const test = donor?.tests.shift();
    if (!donor || !test) throw new Error(`Nobody can hand ${idle.email} a lesson at that time.`);
    await move(donor.token, test);
    await api(page, `/api/v1/lessons/${test.lesson_id}/substitution`, {
      method: 'POST',
      token: donor.token,
      body: { reason: 'other', comment: '' },
    });
    const offered = await api<{ data: Substitution[] }>(
      page,
      '/api/v1/substitutions?side=offered&status=waiting&per_page=100',
      { token: idle.token },
    );
    const request = offered.data.find((row) => row.lesson_id === test.lesson_id);
    if (!request) throw new Error(`The request was not offered to ${idle.email}.`);
    await api(page, `/api/v1/substitutions/${request.id}/accept`, { method: 'POST', token: idle.token });
    idle.busy = true;
  }
  for (const teacher of teachers) {
    const events = await calendar(page, teacher.token, Date.parse(lesson.starts_at) - DAY, 3);
    if (!events.some((event) => overlaps(event, slot))) throw new Error(`${teacher.email} is still free.`);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const { language, width } = phoneEn;
test(`substitutions: tabs, accept, decline, request, cancel, no teachers available (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(420_000);
  const t = texts[language];
  await signInAs(page, phoneEn, 'teacher@demo.school');

  await openFromMenu(page, language, width, t.menu);
  await expect(page).toHaveURL(/\/teacher\/substitutions$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const offered = page.getByRole('region', { name: t.offered });
  const requested = page.getByRole('region', { name: t.requested });
  await expect(offered.getByRole('article').first()).toBeVisible();
  await checkPage(page);

  // Every tab is a link to its own address; a late cancellation shows as paid.
  const tabs = page.getByRole('navigation', {
    name: language === 'uk' ? 'Види уроків' : 'Kinds of lessons',
  });
  const addresses = ['/individuals', '/corporate-groups', '/corporate-individuals'];
  for (const [index, address] of addresses.entries()) {
    await tabs.getByRole('link', { name: t.tabs[index + 1], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/teacher/substitutions${address}$`));
    await expect(tabs.getByRole('link', { name: t.tabs[index + 1], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: t.offered })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    if (address === '/individuals') await expect(offered.getByText(t.lateCancelPaid).first()).toBeVisible();
    await checkPage(page);
  }
  await tabs.getByRole('link', { name: t.tabs[0], exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/substitutions$/);
  // The first tab's lists are in place (not still loading) before their buttons are pressed.
  await expect(tabs.getByRole('link', { name: t.tabs[0], exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(offered.getByRole('article').first()).toBeVisible();

  // Accept a request offered to the teacher, then decline another.
  await offered
    .getByRole('button', { name: new RegExp(`^${t.accept}\\s?: `) })
    .first()
    .click();
  const acceptDialog = page.getByRole('dialog', { name: t.acceptTitle });
  await expect(acceptDialog).toBeVisible();
  await checkPage(page, { dialog: true });
  await acceptDialog.getByRole('button', { name: t.accept, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.accepted })).toBeVisible();
  await expect(acceptDialog).toBeHidden();

  await offered
    .getByRole('button', { name: new RegExp(`^${t.decline}\\s?: `) })
    .first()
    .click();
  const declineDialog = page.getByRole('dialog', { name: t.declineTitle });
  await declineDialog.getByRole('button', { name: t.decline, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.declined })).toBeVisible();
  await checkPage(page);

  // Request a substitute: choose a lesson, give a reason (asked for first), send.
  await page.getByRole('button', { name: t.request, exact: true }).click();
  const choose = page.getByRole('dialog', { name: t.chooseTitle });
  await expect(choose.getByRole('radio').first()).toBeVisible();
  await choose.getByRole('button', { name: t.continue }).click();
  await expect(choose.getByText(t.missingLesson)).toBeVisible();
  await checkPage(page, { dialog: true });
  await choose.locator('input[type="radio"]:not([disabled])').first().check();
  await choose.getByRole('button', { name: t.continue }).click();
  const ask = page.getByRole('dialog', { name: t.requestTitle });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: t.send }).click();
  await expect(ask.getByText(t.chooseReason)).toBeVisible();
  await checkPage(page, { dialog: true });
  await ask.getByRole('radio', { name: t.reason }).check();
  await ask.getByRole('textbox', { name: t.comment }).fill('The lesson plan is in the notes.');
  await ask.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status').filter({ hasText: t.requestedDone })).toBeVisible();
  await expect(ask).toBeHidden();

  // Cancel a request of one's own.
  await requested
    .getByRole('button', { name: new RegExp(`^${t.cancel}\\s?: `) })
    .first()
    .click();
  const cancelDialog = page.getByRole('dialog', { name: t.cancelTitle });
  await cancelDialog.getByRole('button', { name: t.cancel, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.canceled })).toBeVisible();
  await checkPage(page);

  // Every other teacher busy at a lesson's time: the school refuses, and the dialog keeps the input.
  const lesson = await lessonToRefuse(page);
  await makeEveryoneElseBusy(page, lesson);
  await page.getByRole('button', { name: t.request, exact: true }).click();
  const course = language === 'en' ? lesson.title_en || lesson.title : lesson.title;
  await choose
    .getByRole('radio', {
      name: new RegExp(`^${escape(`${course}, ${t.lesson} ${lesson.lesson_number}`)}(?!\\d)`),
    })
    .check();
  await choose.getByRole('button', { name: t.continue }).click();
  await ask.getByRole('radio', { name: t.reason }).check();
  await ask.getByRole('textbox', { name: t.comment }).fill('A conference day.');
  await ask.getByRole('button', { name: t.send }).click();
  await expect(ask.getByRole('alert')).toHaveText(t.noTeachers);
  await expect(ask.getByRole('textbox', { name: t.comment })).toHaveValue('A conference day.');
  await checkPage(page, { dialog: true });
});
