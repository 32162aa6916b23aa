import { expectNoSeriousA11yViolations } from './axe';
import { api, desktopUk, openFromMenu, signInAs } from './cabinet-page';
import { expect as baseExpect, type Page, test } from './journey';

/**
 * A draft for every long form (docs/drafts.md): the teacher types half of a module feedback, the
 * tab is reloaded before anything is saved, and the text is there again with the notice; saving it
 * at the school removes the draft from the device. Reached by links, from the menu's Groups to the
 * group's Feedback tab.
 */

/** The demo teacher's group whose feedback the journey writes. */
const GROUP_ID = 1;
/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  uk: {
    groups: 'Групи',
    feedbackTab: 'Фідбеки',
    write: /^Написати для /,
    formTitle: /^Відгук за модуль: /,
    save: 'Зберегти чернетку',
    saved: 'Чернетку збережено.',
    restored: /^Відновлено вашу незбережену чернетку від /,
    topics: 'Пройдені теми',
    recommendations: 'Рекомендації',
  },
  en: {
    groups: 'Groups',
    feedbackTab: 'Feedback',
    write: /^Write for /,
    formTitle: /^Module feedback: /,
    save: 'Save draft',
    saved: 'The draft is saved.',
    restored: /^Restored your unsaved draft from /,
    topics: 'Topics covered',
    recommendations: 'Recommendations',
  },
} as const;

const TOPICS = 'Present Perfect, travel vocabulary, an informal e-mail.';
const RECOMMENDATIONS = 'Read a graded reader at B1 and retell a chapter aloud.';

/** The keys of the form drafts the page keeps in the browser. */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('formDraft:')));

const { language, width } = desktopUk;
test(`a half-written module feedback survives a reload and goes once saved (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = texts[language];
  // Reloading with unsaved text gets the browser's own question first: the person leaves anyway.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await signInAs(page, desktopUk, 'teacher@demo.school');

  // A feedback not yet written, from the group's Feedback tab.
  const { data: course } = await api<{ data: { name: string } }>(page, `/api/v1/courses/${GROUP_ID}`);
  await openFromMenu(page, language, width, t.groups);
  await page.getByRole('link', { name: course.name, exact: true }).click();
  await page.getByRole('link', { name: t.feedbackTab, exact: true }).click();
  await page.getByRole('link', { name: t.write }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t.formTitle })).toBeVisible();

  // Half of it typed, nothing saved: the device keeps it a moment after typing stops.
  await page.getByLabel(t.topics).fill(TOPICS);
  await page.getByLabel(t.recommendations).fill(RECOMMENDATIONS);
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  // The tab is reloaded: the text is back, with the notice.
  await page.reload();
  expect(dialogs).toContain('beforeunload');
  await expect(page.getByRole('heading', { level: 1, name: t.formTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.restored })).toBeVisible();
  await expect(page.getByLabel(t.topics)).toHaveValue(TOPICS);
  await expect(page.getByLabel(t.recommendations)).toHaveValue(RECOMMENDATIONS);
  await expectNoSeriousA11yViolations(page);

  // Saved at the school: the notice and the draft go; the school's version is what comes back.
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.restored })).toHaveCount(0);
  await expect.poll(() => draftKeys(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel(t.recommendations)).toHaveValue(RECOMMENDATIONS);
  await expect(page.getByLabel(t.topics)).toHaveValue(TOPICS);
  await expect(page.getByRole('status').filter({ hasText: t.restored })).toHaveCount(0);
  expect(await draftKeys(page)).toEqual([]);
});
