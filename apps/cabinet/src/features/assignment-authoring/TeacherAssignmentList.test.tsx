import { listAssignments } from '@cabinet/api/assignments';
import { screen, within } from '@testing-library/react';
import { createMockServer } from '@cabinet/api/mock/node';
import { describe, expect, it } from 'vitest';
import { TeacherAssignmentList } from './TeacherAssignmentList';
import { authoringLinks } from './authoring-links';
import { signInAs, startMockSchool } from '../../testing/mock-school';
import { testViews } from './test-course-views';
import { renderPiece } from './test-kit';

startMockSchool(createMockServer());

describe('TeacherAssignmentList: a course’s tasks and tests by module', () => {
  it('shows each item’s kind, publish state, deadline and works per status, with create links per module', async () => {
    await signInAs();
    const all = (await listAssignments(1)).data;
    const hidden = all.find((a) => !a.published && a.kind === 'task')!;
    const published = all.find((a) => a.published && a.kind === 'task' && a.status_counts)!;
    renderPiece(<TeacherAssignmentList courseId={1} links={authoringLinks(testViews.teacherGroup, 1)} />);

    const modules = await screen.findAllByRole('heading', { level: 2 });
    expect(modules).toHaveLength(3);
    const hiddenCard = screen.getByRole('article', { name: hidden.title });
    expect(hiddenCard).toHaveTextContent('Приховано, доки не надано доступ');
    expect(hiddenCard).toHaveTextContent('Завдання');
    const publishedCard = screen.getByRole('article', { name: published.title });
    expect(publishedCard).toHaveTextContent('Доступ надано');
    expect(within(publishedCard).getByText('Дедлайн')).toBeVisible();
    const counts = within(publishedCard).getByRole('list', { name: 'Роботи за статусами' });
    const total = Object.values(published.status_counts!).reduce((a, b) => a + b, 0);
    const shown = within(counts)
      .getAllByRole('listitem')
      .map((item) => Number(item.textContent?.match(/\d+$/)?.[0]));
    expect(shown.reduce((a, b) => a + b, 0)).toBe(total);
    expect(within(publishedCard).getByRole('link', { name: published.title })).toHaveAttribute(
      'href',
      `/teacher/groups/1/assigned-tasks/task/${published.id}`,
    );

    const [firstModule] = modules;
    const createTask = screen.getByRole('link', {
      name: `Створити завдання в модулі ${firstModule!.textContent}`,
    });
    expect(createTask).toHaveAttribute(
      'href',
      `/teacher/groups/1/assigned-tasks?create=task&module=${all[0]!.module_id}`,
    );
    const test = all.find((a) => a.kind === 'test' && a.test_type === 'final_test')!;
    expect(screen.getByRole('article', { name: test.title })).toHaveTextContent('Фінальний тест');
  });

  it('links an individual course’s items to their view and create routes', async () => {
    await signInAs();
    const item = (await listAssignments(31)).data[0]!;
    renderPiece(
      <TeacherAssignmentList courseId={31} links={authoringLinks(testViews.substitutedIndividual, 31)} />,
    );
    const links = await screen.findAllByRole('link', { name: item.title });
    expect(links.map((link) => link.getAttribute('href'))).toContain(
      `/substitution-teacher/individuals/31/assigned-tasks/modules/${item.module_id}/view/${item.id}`,
    );
    expect(screen.getAllByRole('link', { name: /^Створити тест у модулі/ })[0]).toHaveAttribute(
      'href',
      `/substitution-teacher/individuals/31/assigned-tasks/modules/${item.module_id}/create/test`,
    );
  });
});
