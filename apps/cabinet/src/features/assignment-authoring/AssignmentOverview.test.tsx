import { getAssignment, listAssignments } from '@cabinet/api/assignments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMockServer } from '@cabinet/api/mock/node';
import { describe, expect, it } from 'vitest';
import { AssignmentOverview } from './AssignmentOverview';
import { authoringLinks } from './authoring-links';
import { signInAs, startMockSchool } from '../../testing/mock-school';
import { testViews } from './test-course-views';
import { renderPiece } from './test-kit';

const server = startMockSchool(createMockServer());
const renderOverview = (assignmentId: number, courseId = 1) =>
  renderPiece(
    <AssignmentOverview
      assignmentId={assignmentId}
      links={authoringLinks(testViews.teacherGroup, courseId)}
    />,
  );

describe('AssignmentOverview: a task or test as its teacher sees it', () => {
  it('grants access after a confirmation, then lists every student’s work with a link to it', async () => {
    await signInAs();
    const task = (await listAssignments(1)).data.find((a) => a.kind === 'task' && !a.published)!;
    renderOverview(task.id);
    expect(await screen.findByText('Приховано, доки не надано доступ')).toBeVisible();
    expect(screen.getByText(/їхні роботи/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Надати доступ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Надати студентам доступ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надати доступ' }));
    expect(await screen.findByText('Доступ надано')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Роботи студентів' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(within(rows[0]!).getByText('Не відкрито')).toBeVisible();
    const link = within(rows[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/teacher/groups/1/assigned-tasks/task/${task.id}/\\d+$`),
    );
    expect(screen.queryByRole('button', { name: 'Надати доступ' })).toBeNull();
  });

  it('says a test cannot be added when the course has no upcoming or in-progress lesson', async () => {
    await signInAs();
    // Every lesson of group 2 is over.
    const test = (await listAssignments(2)).data.find((a) => a.kind === 'test')!;
    renderOverview(test.id, 2);
    await userEvent.click(await screen.findByRole('button', { name: /^Призначити на/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Неможливо додати тест: немає уроків зі статусом «Заплановано» або «Триває».',
    );
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
  });

  it('appoints a test only to an upcoming or in-progress lesson, and shows a refusal translated', async () => {
    await signInAs();
    const test = (await listAssignments(1)).data.find((a) => a.kind === 'test' && a.test_type === 'test')!;
    renderOverview(test.id);
    await userEvent.click(await screen.findByRole('button', { name: /^Призначити на/ }));
    const dialog = await screen.findByRole('dialog');
    const offered = within(dialog).getAllByRole('radio');
    // Group 1 has 6 upcoming lessons of 24; the completed ones are not offered.
    expect(offered).toHaveLength(6);
    await userEvent.click(offered[1]!);
    server.use(
      http.post('*/api/v1/assignments/:assignmentId/appoint', () =>
        HttpResponse.json({ error: 'lesson_not_editable', message: 'no' }, { status: 409 }),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Призначити' }));
    expect(await within(dialog).findByText(/Тести й дати тестів можна/)).toBeVisible();
    server.resetHandlers();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Призначити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await getAssignment(test.id)).data.lesson).not.toBeNull());
  });

  it('adds a retake of a test after a confirmation and opens it', async () => {
    await signInAs();
    const test = (await listAssignments(1)).data.find((a) => a.kind === 'test' && a.published)!;
    renderOverview(test.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Додати перескладання' }));
    const dialog = await screen.findByRole('dialog', { name: 'Додати перескладання?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Додати перескладання' }));
    const moved = await screen.findByText(/^at \/teacher\/groups\/assigned-tasks\/test\/1\/\d+$/);
    const retake = (await getAssignment(Number(moved.textContent?.split('/').pop()))).data;
    expect(retake).toMatchObject({ test_type: 'test_retake', retake_of: test.id, published: false });
  });
});
