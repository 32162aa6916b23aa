import { expect as baseExpect, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';
import { signIn } from './sign-in-helpers';

/**
 * The teachers' handbook: the teacher opens it from the menu, sees which
 * categories have new and updated cards since the last visit, opens a category and reads a
 * card; leaving the handbook records the visit, so the flags are gone on the next one. The
 * tutor has the handbook too; a student is sent to the profile. In English on a phone.
 *
 * The demo teacher last visited a week ago: in "School rules", "Teacher ethics" is new since
 * then and "Dress code" updated.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 15_000 });

const texts = {
  uk: {
    menu: 'Довідник викладача',
    title: 'Довідник викладача',
    category: 'Правила школи',
    counts: '3 картки · 1 нова · 1 оновлена',
    newFlag: 'Нове',
    updatedFlag: 'Оновлено',
    newCard: 'Етика викладача',
    newBody: 'Поважайте час студентів: починайте й закінчуйте вчасно.',
    updatedCard: 'Дрес-код',
    support: 'Підтримка',
  },
  en: {
    menu: 'Teacher handbook',
    title: 'Teacher handbook',
    category: 'School rules',
    counts: '3 cards · 1 new · 1 updated',
    newFlag: 'New',
    updatedFlag: 'Updated',
    newCard: 'Teacher ethics',
    newBody: 'Respect the students’ time: start and finish on time.',
    updatedCard: 'Dress code',
    support: 'Support',
  },
} as const;

const { language, width } = phoneEn;
test(`the teacher reads the handbook with its new and updated flags (${language}, ${width} px)`, async ({
  page,
}) => {
  const t = texts[language];
  await signInAs(page, phoneEn, 'teacher@demo.school');

  await openFromMenu(page, language, width, t.menu);
  await expect(page).toHaveURL(/\/teacher\/handbook$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const rules = page.getByRole('article', { name: t.category });
  await expect(rules.getByText(t.newFlag, { exact: true })).toBeVisible();
  await expect(rules.getByText(t.updatedFlag, { exact: true })).toBeVisible();
  await expect(rules.getByText(t.counts)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await rules.getByRole('link', { name: t.category }).click();
  await expect(page).toHaveURL(/\/handbook\/categories\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: t.category })).toBeVisible();
  const fresh = page.getByRole('article', { name: t.newCard });
  await expect(fresh.getByText(t.newFlag, { exact: true })).toBeVisible();
  await expect(fresh.getByText(t.newBody)).toBeVisible();
  const changed = page.getByRole('article', { name: t.updatedCard });
  await expect(changed.getByText(t.updatedFlag, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Back to the categories by the breadcrumb: still the same visit, the flags stay.
  await page
    .getByRole('navigation', { name: language === 'en' ? 'Breadcrumbs' : 'Навігаційний ланцюжок' })
    .getByRole('link', { name: t.title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(rules.getByText(t.newFlag, { exact: true })).toBeVisible();

  // Leaving the handbook records the visit: on the next one nothing is new.
  await openFromMenu(page, language, width, t.support);
  await expect(page).not.toHaveURL(/handbook/);
  await openFromMenu(page, language, width, t.menu);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(rules.getByText(t.counts.split(' · ')[0] as string, { exact: true })).toBeVisible();
  await expect(rules.getByText(t.newFlag, { exact: true })).toHaveCount(0);
  await expect(rules.getByText(t.updatedFlag, { exact: true })).toHaveCount(0);
});

test('the tutor has the handbook too', async ({ page }) => {
  await signIn(page, 'tutor@demo.school');
  await openFromMenu(page, 'uk', 1280, texts.uk.menu);
  await expect(page.getByRole('heading', { level: 1, name: texts.uk.title })).toBeVisible();
  await page.getByRole('article', { name: texts.uk.category }).getByRole('link').click();
  await expect(page.getByRole('article', { name: texts.uk.newCard })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a student is sent to the profile', async ({ page }) => {
  await signIn(page, 'student@demo.school');
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: texts.uk.menu }),
  ).toHaveCount(0);
  await page.goto('/teacher/handbook');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/handbook/categories/1');
  await expect(page).toHaveURL(/\/profile$/);
});
