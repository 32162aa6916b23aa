import { expectNoSeriousA11yViolationsInBothThemes } from './axe';
import { desktopUk, expectNoSidewaysScroll, openFromMenu, phoneEn, signInAs } from './cabinet-page';
import { expect, test } from './journey';

/**
 * The demo parent's children's progress, in Ukrainian at desktop width: opened from the menu, the
 * first child's attendance, homework, tests and levels as charts, each an image described in words;
 * a chart switched to a table; the second child by the switcher, with charts of their own; axe in
 * the light and the dark theme. The demo student's own progress, in English on a 360 px phone.
 */

const t = {
  menuEntry: 'Прогрес дітей',
  title: 'Прогрес дітей',
  switcher: 'Чий прогрес',
  attendance: 'Відвідування',
  attendanceSummary: /^Відвідано [\d,]+ % позначених уроків \(\d+ з \d+\); у [а-яіїєґ’]+ \d{4} — [\d,]+ %\.$/,
  tests: 'Результати тестів',
  homework: 'Домашні завдання',
  asTable: 'Таблицею',
  month: 'Місяць',
};

test(`a parent follows each child's progress (${desktopUk.language}, ${desktopUk.width}px)`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, desktopUk, 'parent@demo.school');
  await openFromMenu(page, desktopUk.language, desktopUk.width, t.menuEntry);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  const attendance = page.getByRole('img', { name: t.attendance, exact: true });
  await expect(attendance).toHaveAccessibleDescription(t.attendanceSummary);
  await expect(page.getByRole('img', { name: t.tests })).toBeVisible();
  await expect(page.getByRole('img', { name: t.homework })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolationsInBothThemes(page);

  // The attendance as a table: a row per month, the chart gone.
  const section = page.getByRole('region', { name: t.attendance, exact: true });
  await section.getByRole('button', { name: t.asTable }).click();
  await expect(section.getByRole('button', { name: t.asTable })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('img')).toHaveCount(0);
  await expect(section.getByRole('columnheader', { name: t.month })).toBeVisible();

  // The other child: the address names them and the charts are theirs.
  const children = page.getByRole('navigation', { name: t.switcher }).getByRole('link');
  await expect(children).toHaveCount(2);
  const intro = page.getByText(/, за останні 12 місяців\.$/);
  const firstIntro = await intro.textContent();
  const second = (await children.nth(1).textContent()) ?? '';
  await children.nth(1).click();
  await expect(children.nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/[?&]child=\d+/);
  await expect(page.getByRole('img', { name: t.attendance, exact: true })).toHaveAccessibleDescription(
    t.attendanceSummary,
  );
  await expect(intro).toContainText(second);
  expect(await intro.textContent()).not.toBe(firstIntro);
});

test(`a student follows their own progress (${phoneEn.language}, ${phoneEn.width}px)`, async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, phoneEn, 'student@demo.school');
  await openFromMenu(page, phoneEn.language, phoneEn.width, 'My progress');
  await expect(page.getByRole('heading', { level: 1, name: 'My progress' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Attendance', exact: true })).toHaveAccessibleDescription(
    /^[\d.]+ % of marked lessons attended \(\d+ of \d+\); in [A-Z][a-z]+ \d{4}: [\d.]+ %\.$/,
  );
  await expect(page.getByRole('img', { name: 'Level by skill (CEFR)' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolationsInBothThemes(page);
});
