import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { api, expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';

/**
 * The teacher's students: the teacher opens Students from the menu, searches by
 * name (the search stays in the address through a reload), sees "no search results for the given
 * parameters" for a search that finds nobody, clears it and opens a student's page with their
 * contacts and courses. Once, in one of the two variants (see `variants`), with axe on
 * every page.
 */

/** The pages load lazily from a busy preview server: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  uk: {
    menu: 'Студенти',
    title: 'Студенти',
    search: 'Ім’я або e-mail',
    submit: 'Знайти',
    clear: 'Очистити пошук',
    noResults: 'За заданими параметрами нічого не знайдено',
    contacts: 'Контакти',
    courses: 'Курси з вами',
  },
  en: {
    menu: 'Students',
    title: 'Students',
    search: 'Name or e-mail',
    submit: 'Search',
    clear: 'Clear search',
    noResults: 'No search results for the given parameters',
    contacts: 'Contacts',
    courses: 'Courses with you',
  },
} as const;

type Student = {
  id: number;
  name: string;
  name_en: string | null;
  email: string;
  courses: { name: string }[];
};

async function checkPage(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

const { language, width } = phoneEn;
test(`students: list, search kept in the address, no results, a student's page (${language}, ${width}px)`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = texts[language];
  await signInAs(page, phoneEn, 'teacher@demo.school');

  await openFromMenu(page, language, width, t.menu);
  await expect(page).toHaveURL(/\/teacher\/students$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const { data } = await api<{ data: Student[] }>(page, '/api/v1/teacher/students?per_page=100');
  const student = data[0];
  if (!student) throw new Error('The demo teacher has students.');
  const nameOf = (s: Student) => (language === 'en' && s.name_en ? s.name_en : s.name);
  await expect(page.getByRole('link', { name: nameOf(student), exact: true })).toBeVisible();
  await checkPage(page);

  // The search finds the student by the surname in the other alphabet too, and a reload keeps it.
  const surname = (language === 'en' ? student.name : (student.name_en ?? student.name)).split(' ')[1] ?? '';
  const field = page.getByRole('searchbox', { name: t.search });
  await field.fill(surname.toLowerCase());
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page).toHaveURL(/\?search=/);
  await expect(page.getByRole('link', { name: nameOf(student), exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue(surname.toLowerCase());
  await expect(page.getByRole('link', { name: nameOf(student), exact: true })).toBeVisible();
  await checkPage(page);

  await page.getByRole('searchbox', { name: t.search }).fill('zzqx-nobody');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.noResults })).toBeVisible();
  await checkPage(page);

  await page.getByRole('button', { name: t.clear, exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/students$/);
  await page.getByRole('link', { name: nameOf(student), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/students/${student.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: nameOf(student) })).toBeVisible();
  await expect(page.getByRole('link', { name: student.email })).toBeVisible();
  const courses = page.getByRole('region', { name: t.courses });
  for (const course of student.courses) {
    await expect(courses.getByRole('link', { name: course.name, exact: true })).toBeVisible();
  }
  await checkPage(page);
});
