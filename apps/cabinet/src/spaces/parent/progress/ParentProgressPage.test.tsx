import { getCurrentUser } from '@cabinet/api/account';
import { listCourses } from '@cabinet/api/courses';
import { getLearnerProgress } from '@cabinet/api/progress';
import { createMockServer } from '@cabinet/api/mock/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { childrenOf, chosenChild } from '../../../features/children/children';
import { loadPageTexts } from '../../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../../testing/mock-school';
import { ParentProgressPage } from './ParentProgressPage';

startMockSchool(createMockServer());
beforeAll(async () => {
  await loadPageTexts('progress');
  await loadPageTexts('designSystemDomain');
});

describe("a parent's page of a child's progress", () => {
  it('shows the four charts with their summaries, and the attendance as a table of the school’s numbers', async () => {
    await signInAs('parent@demo.school');
    renderRoutes([{ path: '/', element: <ParentProgressPage /> }]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Відвідування' }, { timeout: 10_000 }),
    ).toBeVisible();
    for (const title of ['Домашні завдання', 'Результати тестів', 'Рівень за навичками (CEFR)']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // Each chart is one image described by its summary in words.
    const attendance = screen.getByRole('img', { name: 'Відвідування' });
    expect(attendance).toHaveAccessibleDescription(
      /^(Відвідано [\d,.]+ % позначених уроків|Ще жодного уроку)/,
    );

    const section = screen.getByRole('region', { name: 'Відвідування' });
    await userEvent.click(within(section).getByRole('button', { name: 'Таблицею' }));
    const table = within(section).getByRole('table', { name: 'Відвідування' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The page opens on the first child, as the school lists the parent's courses.
    const me = (await getCurrentUser()).data;
    const child = chosenChild(
      childrenOf((await listCourses({ per_page: 100 })).data, me.id),
      new URLSearchParams(),
    );
    const school = (await getLearnerProgress({ months: 12, student_id: child!.id })).data;
    expect(rows).toHaveLength(school.attendance.length);
    const shown = rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(shown).toEqual(
      school.attendance.map((month) => (month.percent === null ? 'немає даних' : `${month.percent} %`)),
    );
  });
});
