import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { api, expectNoSidewaysScroll, openFromMenu, desktopUk, signInAs } from './cabinet-page';

/**
 * The clubs a teacher leads: the teacher opens Clubs from the menu, sees the
 * upcoming and archived tabs, opens a past online club, marks a participant's attendance, writes
 * private notes and reads the Zoom info. Once, in one of the two variants (see `variants`), with
 * axe on every page.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  uk: {
    menu: 'Клуби',
    title: 'Клуби',
    periods: 'Клуби за періодом',
    upcoming: 'Майбутні',
    archived: 'Архів',
    sections: 'Розділи клубу',
    participants: 'Учасники та відвідуваність',
    present: 'Був',
    saveAttendance: 'Зберегти відвідуваність',
    attendanceSaved: 'Відвідуваність збережено.',
    notesTab: 'Нотатки',
    notesLabel: /Нотатки/,
    notes: 'Принести картки з лексикою про подорожі.',
    saveNotes: 'Зберегти нотатки',
    notesSaved: 'Нотатки збережено.',
    zoomTab: 'Дані Zoom',
    meetingId: 'Ідентифікатор конференції',
  },
  en: {
    menu: 'Clubs',
    title: 'Clubs',
    periods: 'Clubs by period',
    upcoming: 'Upcoming',
    archived: 'Archived',
    sections: 'Club sections',
    participants: 'Participants and attendance',
    present: 'Present',
    saveAttendance: 'Save attendance',
    attendanceSaved: 'Attendance saved.',
    notesTab: 'Notes',
    notesLabel: /Notes/,
    notes: 'Bring the travel vocabulary cards.',
    saveNotes: 'Save notes',
    notesSaved: 'Notes saved.',
    zoomTab: 'Zoom info',
    meetingId: 'Meeting ID',
  },
} as const;

type Club = {
  id: number;
  name: string;
  name_en: string;
  format: string;
  bookings_count: number | null;
  zoom_link: string | null;
  meeting_id: string | null;
  passcode: string | null;
};
type Participant = { student: { name: string; name_en: string | null } };

async function checkPage(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** A toast is shown, then let go (axe measures the page without a toast fading in or out). */
async function expectToast(page: Page, text: string) {
  const toast = page.getByText(text, { exact: true });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 15_000 });
}

const { language, width } = desktopUk;
test(`clubs: both tabs, a past club's attendance, notes and Zoom info (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = texts[language];
  await signInAs(page, desktopUk, 'teacher@demo.school');

  await openFromMenu(page, language, width, t.menu);
  await expect(page).toHaveURL(/\/teacher\/clubs\/upcoming$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.upcoming })).toBeVisible();
  await checkPage(page);

  const tabs = page.getByRole('navigation', { name: t.periods });
  await tabs.getByRole('link', { name: t.archived, exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/clubs\/archived$/);
  await expect(page.getByRole('heading', { level: 2, name: t.archived })).toBeVisible();
  await checkPage(page);

  // A past online club with places, from the archive's first page.
  const archived = await api<{ data: Club[] }>(page, '/api/v1/clubs?period=archived&per_page=12');
  const club = archived.data.find((c) => c.format === 'online' && (c.bookings_count ?? 0) > 0);
  if (!club) throw new Error('The demo teacher led a past online club with places.');
  const name = language === 'en' ? club.name_en : club.name;
  await page.locator(`a[href="/teacher/clubs/${club.id}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const participants = await api<{ data: Participant[] }>(page, `/api/v1/clubs/${club.id}/participants`);
  const first = participants.data[0];
  if (!first) throw new Error('The club has a participant.');
  const who = language === 'en' && first.student.name_en ? first.student.name_en : first.student.name;
  const region = page.getByRole('region', { name: t.participants });
  await region
    .getByRole('radiogroup', { name: who })
    .getByRole('radio', { name: t.present, exact: true })
    .check();
  await region.getByRole('button', { name: t.saveAttendance }).click();
  await expectToast(page, t.attendanceSaved);
  await checkPage(page);

  const sections = page.getByRole('navigation', { name: t.sections });
  await sections.getByRole('link', { name: t.notesTab, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/clubs/${club.id}/notes$`));
  await page.getByRole('textbox', { name: t.notesLabel }).fill(t.notes);
  await page.getByRole('button', { name: t.saveNotes }).click();
  await expectToast(page, t.notesSaved);
  await checkPage(page);

  await sections.getByRole('link', { name: t.zoomTab, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/clubs/${club.id}/zoom-info$`));
  await expect(page.getByRole('link', { name: new RegExp(club.zoom_link ?? 'none') })).toBeVisible();
  await expect(page.getByText(club.meeting_id ?? 'none', { exact: true })).toBeVisible();
  await expect(page.getByText(club.passcode ?? 'none', { exact: true })).toBeVisible();
  await checkPage(page);

  // The notes were kept by the school.
  await sections.getByRole('link', { name: t.notesTab, exact: true }).click();
  await expect(page.getByRole('textbox', { name: t.notesLabel })).toHaveValue(t.notes);
});
