import { expect as baseExpect, type Page, test } from './journey';
import { expectNoSeriousA11yViolations } from './axe';
import { DEMO_PASSWORD, signIn } from './sign-in-helpers';
import { desktopUk, expectNoSidewaysScroll, mockSchoolReady, openFromMenu, pickChild } from './cabinet-page';

/**
 * Certificates and the feedbacks: the student opens the certificates from the menu, downloads the
 * issued one, reads why one was not issued and reads their own group's feedback; the parent
 * reads each child's certificates under the child's name; the parent opens each child's group from
 * the menu and reads the teacher's feedback. Once, in one of the two variants (see `variants`),
 * with axe on every page.
 */

/** The mock school in the page seeds a table on its first read: on a busy machine that takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  uk: {
    certificates: 'Сертифікати',
    groups: 'Групи',
    individuals: 'Індивідуальні заняття',
    certificateTab: 'Сертифікат',
    notYet: 'Сертифіката поки немає',
    inProgress: /Курс триває: пройдено \d+ з \d+ уроків/,
    speaking: 'Розмовний інтенсив',
    kids: 'Англійська для дітей',
    attendance: 'Сертифікат про відвідування',
    received: 'Отримано',
    percent: '91,7 %',
    download: /^Завантажити сертифікат: /,
    teacherDecision: 'Не видано за рішенням викладача',
    teacherComment: 'Коментар викладача:',
    maksym: 'Максим Мельник',
    sofiia: 'Софія Мельник',
    noCertificates: 'Сертифікатів поки немає',
    feedbacks: 'Відгуки',
    moduleFeedback: 'Відгуки за модулями',
    courseFeedback: 'Відгук про курс',
    teacher: 'Викладач',
    mark: 'Загальна оцінка',
    marks: /^(Чудово|Добре|Задовільно|Незадовільно)$/,
  },
  en: {
    certificates: 'Certificates',
    groups: 'Groups',
    individuals: 'Individual lessons',
    certificateTab: 'Certificate',
    notYet: 'No certificate yet',
    inProgress: /The course is in progress: \d+ of \d+ lessons done/,
    speaking: 'Speaking intensive',
    kids: 'English for kids',
    attendance: 'Attendance certificate',
    received: 'Got certificate',
    percent: '91.7%',
    download: /^Download certificate: /,
    teacherDecision: "Not issued by the teacher's decision",
    teacherComment: "Teacher's comment:",
    maksym: 'Maksym Melnyk',
    sofiia: 'Sofiia Melnyk',
    noCertificates: 'No certificates yet',
    feedbacks: 'Feedbacks',
    moduleFeedback: 'Module feedback',
    courseFeedback: 'Course feedback',
    teacher: 'Teacher',
    mark: 'Mark',
    marks: /^(Great|Good|Satisfactory|Unsatisfactory)$/,
  },
} as const;

test.describe.configure({ timeout: 120_000 });

/**
 * The course's teacher decides not to issue the student's certificate, with a comment, as the
 * teacher's cabinet would (the mock school in the page keeps it).
 */
async function teacherRefusesCertificate(page: Page, comment: string) {
  await mockSchoolReady(page);
  await page.evaluate(
    async ({ password, comment }) => {
      const own = await fetch('/api/v1/certificates', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      const [certificate] = ((await own.json()) as { data: { id: number }[] }).data;
      const signIn = await fetch('/api/v1/cabinet-auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'teacher@demo.school', password, userAgent: 'e2e' }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const changed = await fetch(`/api/v1/certificates/${certificate?.id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'no_certificate', reason: 'teacher_decision', comment }),
      });
      if (!changed.ok) throw new Error(`The teacher's change was refused: ${changed.status}`);
    },
    { password: DEMO_PASSWORD, comment },
  );
}

const { language, width, height } = desktopUk;
const t = texts[language];

test.describe(`certificates and feedback (${language}, ${width} px)`, () => {
  test.use({ viewport: { width, height } });

  test('the student opens the certificates from the menu, downloads one and reads why another was not issued', async ({
    page,
  }) => {
    await signIn(page, 'student@demo.school', { language });
    await openFromMenu(page, language, width, t.certificates);
    await expect(page).toHaveURL(/\/profile\/certificates$/);
    await expect(page.getByRole('heading', { level: 1, name: t.certificates })).toBeVisible();
    const card = page.getByRole('article', { name: t.speaking });
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(t.speaking);
    await expect(card).toContainText(t.attendance);
    await expect(card).toContainText(t.received);
    await expect(card).toContainText(t.percent);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: t.download }).click();
    expect((await download).suggestedFilename()).toBe('certificate-SPK-B2-02.pdf');

    const comment = 'Missed the final test without a reason.';
    await teacherRefusesCertificate(page, comment);
    await page.reload();
    await expect(card).toContainText(t.teacherDecision);
    await expect(card).toContainText(`${t.teacherComment}${comment}`);
    await expect(card.getByRole('button', { name: t.download })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The certificate tab of the running individual course says why there is none yet.
    await openFromMenu(page, language, width, t.individuals);
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await page.getByRole('link', { name: t.certificateTab, exact: true }).click();
    await expect(page).toHaveURL(/\/student\/individuals\/\d+\/certificate$/);
    await expect(page.getByRole('heading', { level: 2, name: t.notYet })).toBeVisible();
    await expect(page.getByText(t.inProgress)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // The student reads the teacher's feedback on their own group (GE-B1-01), from the group's tab.
    await openFromMenu(page, language, width, t.groups);
    await page.getByRole('main').getByRole('link', { name: 'GE-B1-01', exact: true }).click();
    await page.getByRole('link', { name: t.feedbacks, exact: true }).click();
    await expect(page).toHaveURL(/\/student\/groups\/feedbacks\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: t.moduleFeedback })).toBeVisible();
    const feedback = page.getByRole('article').first();
    await expect(feedback.locator('dt', { hasText: t.mark }).locator('+ dd')).toHaveText(t.marks);
    await expectNoSeriousA11yViolations(page);
  });

  test("the parent reads each child's certificates under the child's name", async ({ page }) => {
    await signIn(page, 'parent@demo.school', { language });
    await openFromMenu(page, language, width, t.certificates);
    await expect(page).toHaveURL(/\/profile\/certificates$/);
    const maksym = page.getByRole('region', { name: t.maksym });
    const sofiia = page.getByRole('region', { name: t.sofiia });
    await expect(maksym.getByRole('heading', { level: 2 })).toHaveText(t.maksym);
    await expect(maksym.getByRole('article', { name: t.kids })).toContainText(t.received);
    await expect(sofiia.getByRole('heading', { level: 3, name: t.noCertificates })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    const download = page.waitForEvent('download');
    await maksym.getByRole('button', { name: t.download }).click();
    expect((await download).suggestedFilename()).toMatch(/^certificate-.+\.pdf$/);

    // The certificate tab of Maksym's finished individual course shows the certificate.
    await openFromMenu(page, language, width, t.individuals);
    await page
      .getByRole('region', { name: new RegExp(t.maksym) })
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('link', { name: t.certificateTab, exact: true }).click();
    await expect(page).toHaveURL(/\/parent\/individuals\/\d+\/certificate$/);
    const tab = page.getByRole('article', { name: t.kids });
    await expect(tab.getByRole('heading', { level: 2 })).toHaveText(t.kids);
    await expect(tab).toContainText(t.received);
    await expect(tab.getByRole('button', { name: t.download })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test("the parent switches children and reads the teacher's feedback", async ({ page }) => {
    await signIn(page, 'parent@demo.school', { language });
    for (const child of [t.maksym, t.sofiia]) {
      await openFromMenu(page, language, width, t.groups);
      await expect(page).toHaveURL(/\/parent\/groups$/);
      await pickChild(page, language, child);
      await page
        .getByRole('region', { name: new RegExp(child) })
        .getByRole('link')
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(child) })).toBeVisible();
      await page.getByRole('link', { name: t.feedbacks, exact: true }).click();
      await expect(page).toHaveURL(/\/parent\/groups\/feedbacks\/\d+\/\d+$/);
      await expect(page.getByRole('link', { name: t.feedbacks, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 2, name: t.moduleFeedback })).toBeVisible();
      const feedback = page.getByRole('article').first();
      await expect(feedback.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(feedback.getByRole('definition').first()).not.toBeEmpty();
      await expect(feedback.locator('dt', { hasText: t.mark }).locator('+ dd')).toHaveText(t.marks);
      await expect(feedback.locator('dt', { hasText: t.teacher }).locator('+ dd')).not.toBeEmpty();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    }
  });
});
