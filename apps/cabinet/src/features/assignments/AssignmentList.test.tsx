import { configureHttp } from '@cabinet/api/http';
import type { Assignment, WorkStatus } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { configure, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { AssignmentList } from './AssignmentList';

const item = (
  id: number,
  moduleId: number,
  kind: 'task' | 'test',
  status: WorkStatus,
  change: Partial<Assignment> = {},
) =>
  ({
    id,
    course_id: 1,
    module_id: moduleId,
    kind,
    title: `Завдання ${id}`,
    title_en: `Task ${id}`,
    deadline: '2026-12-25T23:59:00.000+02:00',
    lesson: null,
    max_score: kind === 'test' ? 20 : null,
    work: { status, score: null, percent: null, grade: null, passed: null, can_edit: true },
    ...change,
  }) as Assignment;

let data: Assignment[] = [];
let seenStudent: string | null = null;
const server = setupServer(
  http.get('*/api/v1/courses/1/assignments', ({ request }) => {
    seenStudent = new URL(request.url).searchParams.get('student_id');
    return HttpResponse.json({ data });
  }),
  http.get('*/api/v1/courses/1', () =>
    HttpResponse.json({
      data: {
        modules: [
          { id: 1, number: 1, name: 'Модуль 1. Знайомство', name_en: 'Module 1. Meeting' },
          { id: 2, number: 2, name: 'Модуль 2. Подорожі', name_en: 'Module 2. Travel' },
        ],
      },
    }),
  ),
);
// A busy machine renders slowly: wait longer than a second for what the school answers.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => configureHttp({ baseUrl: window.location.origin }));
afterAll(() => server.close());

const renderList = (route = '/tasks', studentId?: number) =>
  renderWithApp(
    <AppTheme>
      <AssignmentList
        courseId={1}
        studentId={studentId}
        taskHref={(id) => `/task/${id}`}
        testHref={(id) => `/test/${id}`}
      />
    </AppTheme>,
    { route },
  );

describe('AssignmentList', () => {
  it('groups by module, with kind, status, deadline, result and links', async () => {
    data = [
      item(1, 1, 'task', 'sent'),
      item(2, 1, 'test', 'completed', {
        work: { status: 'completed', score: 11, percent: 55, grade: 'D', passed: false, can_edit: false },
      }),
      item(3, 2, 'task', 'need_edits'),
    ];
    renderList('/tasks', 31);
    const first = await screen.findByRole('region', { name: 'Модуль 1. Знайомство' }, { timeout: 5000 });
    const task = within(first).getByRole('article', { name: 'Завдання 1' });
    expect(within(task).getByRole('link', { name: 'Завдання 1' })).toHaveAttribute('href', '/task/1');
    expect(task).toHaveTextContent('Надіслано');
    expect(task).toHaveTextContent('25 грудня 2026, 23:59');
    const test = within(first).getByRole('article', { name: 'Завдання 2' });
    expect(within(test).getByRole('link', { name: 'Завдання 2' })).toHaveAttribute('href', '/test/2');
    expect(test).toHaveTextContent('11 з 20 (55 %), оцінка D');
    expect(test).toHaveTextContent('Не складено');
    const second = screen.getByRole('region', { name: 'Модуль 2. Подорожі' });
    expect(within(second).getByRole('article', { name: 'Завдання 3' })).toHaveTextContent(
      'Потребує виправлень',
    );
    expect(seenStudent).toBe('31');
  });

  it('filters tests with a link', async () => {
    data = [item(1, 1, 'task', 'sent'), item(2, 1, 'test', 'not_opened')];
    renderList('/tasks?kind=test');
    expect(await screen.findByRole('article', { name: 'Завдання 2' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Завдання 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Тести' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing is assigned yet', async () => {
    data = [];
    renderList();
    expect(
      await screen.findByRole('heading', { name: 'Призначених завдань ще немає' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
