import { listLateCancellations } from '@cabinet/api/lessons';
import { createMockServer } from '@cabinet/api/mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../../../i18n';
import { paths } from '../../../../shared/paths';
import { toastQueue } from '../../../../shared/toast-queue';
import { renderRoutes, signInAs, startMockSchool } from '../../../../testing/mock-school';
import { DosLateCancellationsPage } from './DosLateCancellationsPage';

const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('lateCancellations'));
beforeEach(async () => {
  toastQueue.drain();
  await signInAs('dos@demo.school');
});

const open = (route: string = paths.teacher.dosLateCancellations.to()) =>
  renderRoutes(
    [{ path: paths.teacher.dosLateCancellations.path, element: <DosLateCancellationsPage /> }],
    route,
  );

const firstMarkable = async () => {
  const lesson = (await listLateCancellations({ state: 'markable', per_page: 1 })).data[0];
  if (!lesson) throw new Error('The seeded school has lessons to mark around now');
  return lesson;
};

const markButton = (lesson: { course: { name: string }; number: number }) =>
  screen.findByRole('button', {
    name: new RegExp(`^Позначити як пізнє скасування: ${lesson.course.name}, урок ${lesson.number} \\(`),
  });

describe('DosLateCancellationsPage', () => {
  it('marks a lesson after the confirmation: a toast says so and the lesson shows as paid', async () => {
    const lesson = await firstMarkable();
    open();
    await userEvent.click(await markButton(lesson));
    const dialog = await screen.findByRole('dialog', { name: 'Позначити як пізнє скасування?' });
    expect(dialog).toHaveTextContent(`${lesson.course.name}, урок ${lesson.number}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Позначити як пізнє скасування' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastQueue.drain()).toContainEqual({
      message: `${lesson.course.name}, урок ${lesson.number}: позначено як пізнє скасування.`,
      variant: 'success',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('button', {
          name: new RegExp(
            `^Позначити як пізнє скасування: ${lesson.course.name}, урок ${lesson.number} \\(`,
          ),
        }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Оплачується як проведений').length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    const lesson = await firstMarkable();
    server.use(
      http.post('*/api/v1/lessons/:lessonId/late-cancel', () =>
        HttpResponse.json({ error: 'lesson_already_held', message: 'The lesson was held.' }, { status: 409 }),
      ),
    );
    open();
    await userEvent.click(await markButton(lesson));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Позначити як пізнє скасування' }));
    expect(
      await within(dialog).findByText('Урок відбувся: проведений урок не може бути пізнім скасуванням.'),
    ).toBeVisible();
    expect(toastQueue.drain()).toEqual([]);
  });

  it('filters by the teacher, keeping the filter in the address', async () => {
    const lesson = await firstMarkable();
    const router = open();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Викладач' }));
    await userEvent.click(await screen.findByRole('option', { name: lesson.teacher.name }));
    await waitFor(() => expect(router.state.location.search).toBe(`?teacher=${lesson.teacher.id}`));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent(lesson.teacher.name);
  });
});
