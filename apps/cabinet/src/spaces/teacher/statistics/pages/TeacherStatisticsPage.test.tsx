import { getCurrentUser } from '@cabinet/api/account';
import { listLateCancellations, markLateCancel } from '@cabinet/api/lessons';
import { createMockServer } from '@cabinet/api/mock/node';
import { getTeacherProgress } from '@cabinet/api/progress';
import { getStatisticsSummary } from '@cabinet/api/statistics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../../../i18n';
import { paths } from '../../../../shared/paths';
import { renderRoutes, signInAs, startMockSchool } from '../../../../testing/mock-school';
import { TeacherStatisticsPage } from './TeacherStatisticsPage';

startMockSchool(createMockServer());
beforeAll(async () => {
  await loadPageTexts('progress');
  await loadPageTexts('designSystemDomain');
});

const open = (route: string = paths.teacher.statistics.to()) =>
  renderRoutes([{ path: paths.teacher.statistics.path, element: <TeacherStatisticsPage /> }], route);

describe('TeacherStatisticsPage: review and late cancellations', () => {
  it('sends the month’s records in progress for review after a confirmation', async () => {
    await signInAs('teacher@demo.school');
    const inProgress = (await getStatisticsSummary()).data.records_by_status.in_progress;
    expect(inProgress).toBeGreaterThan(0);
    open();
    const send = await screen.findByRole('button', { name: 'Надіслати на перевірку' });
    await userEvent.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Надіслати місяць на перевірку?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати на перевірку' }));
    expect(
      await screen.findByText(new RegExp(`^${inProgress} запис\\S* надіслано на перевірку\\.$`)),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Надіслати на перевірку' })).toBeDisabled(),
    );
    expect(
      screen.getByText('Жодного запису цього місяця в роботі: надсилати на перевірку нічого.'),
    ).toBeVisible();
  });

  it('shows a late-cancelled lesson as a labelled record and in the salary breakdown', async () => {
    await signInAs('teacher@demo.school');
    const teacherId = (await getCurrentUser()).data.id;
    await signInAs('dos@demo.school');
    const { data } = await listLateCancellations({ state: 'markable', teacher_id: teacherId, per_page: 1 });
    const teachersLesson = data[0];
    if (!teachersLesson)
      throw new Error('The seeded school has the demo teacher’s lessons to mark around now');
    await markLateCancel(teachersLesson.id);
    await signInAs('teacher@demo.school');
    open(`${paths.teacher.statistics.to()}?month=${teachersLesson.starts_at.slice(0, 7)}`);
    const salary = await screen.findByRole('region', { name: 'Зарплата' });
    expect(within(salary).getByText('З них пізні скасування')).toBeVisible();
    const card = (
      await screen.findByText(new RegExp(`^Late cancellation: ${teachersLesson.course.name}`))
    ).closest('li');
    if (!card) throw new Error('the record is a card');
    expect(within(card).getByText('Пізнє скасування')).toBeVisible();
    expect(within(card).getByText('Пізнє скасування: урок оплачується як проведений.')).toBeVisible();
  });
});

describe('TeacherStatisticsPage: the last 12 months as charts', () => {
  it('shows the hours taught as the school counts them, in a chart described in words and as a table', async () => {
    await signInAs('teacher@demo.school');
    const school = (await getTeacherProgress({ months: 12 })).data;
    open();
    const section = await screen.findByRole('region', { name: 'Проведені години' }, { timeout: 10_000 });
    expect(within(section).getByRole('img', { name: 'Проведені години' })).toHaveAccessibleDescription(
      /^(Проведено [\d,.]+ год за 12 місяців\.|За ці місяці уроків не було\.)$/,
    );
    for (const title of ['Заробіток за категоріями', 'Фідбек за модулями']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await userEvent.click(within(section).getByRole('button', { name: 'Таблицею' }));
    const rows = within(within(section).getByRole('table', { name: 'Проведені години' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      school.months.map((month) => `${Math.round(month.hours.lessons * 10) / 10} год`),
    );
  });
});
