import { getCurrentUser, login } from '@cabinet/api/account';
import { createAssignment, listAssignments, publishAssignment, reviewWork } from '@cabinet/api/assignments';
import { listCourses } from '@cabinet/api/courses';
import { configureHttp, setToken } from '@cabinet/api/http';
import type { Assignment } from '@cabinet/api/model';
import { createMockServer } from '@cabinet/api/mock/node';
import { resetSchool } from '@cabinet/api/testing/seeded-school';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { TestPage } from './TestPage';

// Whole journeys on the mock school: slower than a unit's default five seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetSchool();
  localStorage.clear();
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
});
afterAll(() => server.close());

const signIn = async (email: string) =>
  setToken((await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true })).token);

/** The demo student's test of course 1 to take now (seeded not opened, on the platform). */
async function testToTake(): Promise<Assignment> {
  const found = (await listAssignments(1)).data.find(
    (a) => a.kind === 'test' && a.platform === 'on' && a.work?.status === 'not_opened',
  );
  if (!found) throw new Error('The seed keeps a test to take now');
  return found;
}

const renderPage = (assignmentId: number, props: { studentId?: number; readOnly?: boolean } = {}) =>
  renderWithApp(
    <AppTheme>
      <TestPage assignmentId={assignmentId} studentId={props.studentId} readOnly={props.readOnly ?? false} />
    </AppTheme>,
    { route: `/student/groups/1/assigned-tasks/test/${assignmentId}` },
  );

describe('TestPage: the student takes an on-platform test', () => {
  it('starts after a confirmation, keeps the answers through a reload, finishes with a confirmation and sees the result', async () => {
    await signIn('student@demo.school');
    const test = await testToTake();
    const page = renderPage(test.id);
    expect(await screen.findByRole('heading', { level: 2, name: test.title })).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Залишилося часу до дедлайну' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Розпочати тест' }));
    const dialog = await screen.findByRole('dialog', { name: 'Розпочати тест зараз?' });
    expect(dialog).toHaveTextContent('не можна поставити на паузу');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Розпочати' }));

    const groups = await screen.findAllByRole('radiogroup');
    expect(screen.getByRole('heading', { level: 3, name: 'Запитання' })).toHaveFocus();
    const first = screen.getByRole('group', { name: /^Запитання 1 з 5/ });
    expect(groups.length).toBe(5);
    await userEvent.click(within(first).getAllByRole('radio')[1]!);
    expect(screen.getByText('Відповіли: 1 з 5')).toBeVisible();
    // Saved to the school as it is given: the device's copy goes once the school has it.
    expect(await within(first).findByText('Збережено')).toBeVisible();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('testOutbox:'))).toEqual([]);
    page.unmount();

    renderPage(test.id);
    const again = await screen.findByRole('group', { name: /^Запитання 1 з 5/ });
    expect(within(again).getAllByRole('radio')[1]).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Завершити тест' }));
    const confirm = await screen.findByRole('dialog', { name: 'Завершити з запитаннями без відповіді?' });
    expect(confirm).toHaveTextContent('На запитання 2, 3, 4, 5 немає відповідей');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Завершити тест' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Результат' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('На жаль, ви не склали тест!');
    expect(screen.getByRole('heading', { level: 3, name: 'Ваші відповіді' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Завершити тест' })).toBeNull();
    expect(
      screen.getByText('Цей тест можна буде перескласти: викладач додасть перескладання.'),
    ).toBeVisible();
    const kept = () => Object.keys(localStorage).filter((key) => key.startsWith('testOutbox:'));
    await waitFor(() => expect(kept()).toEqual([]));
  });

  it('without a confirmation when every question is answered', async () => {
    await signIn('student@demo.school');
    const test = await testToTake();
    renderPage(test.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Розпочати тест' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Розпочати' }));
    for (const group of await screen.findAllByRole('radiogroup')) {
      await userEvent.click(within(group).getAllByRole('radio')[0]!);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Завершити тест' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Результат' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/^\d+ з 10$/)).toBeVisible();
  });
});

describe('TestPage: the parent', () => {
  it('sees the child’s test and its status, never the start', async () => {
    await signIn('parent@demo.school');
    const course = (await listCourses()).data.find((row) => row.id === 4);
    const sofiia = course?.student?.id ?? 0;
    const tests = (await listAssignments(4, { student_id: sofiia, kind: 'test' })).data;
    const open = tests.find((a) => a.platform === 'on' && a.work?.status === 'not_opened');
    if (!open) throw new Error('The seed keeps a test for Sofiia to take');
    renderPage(open.id, { studentId: sofiia, readOnly: true });
    expect(await screen.findByRole('heading', { level: 2, name: open.title })).toBeVisible();
    expect(screen.getByText('Тест ще не розпочато.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Розпочати тест' })).toBeNull();
  });
});

describe('TestPage: questions, refusals and tests outside the platform', () => {
  it('a question with several correct options is answered with check boxes', async () => {
    await signIn('teacher@demo.school');
    const modules = (await listAssignments(1)).data.map((a) => a.module_id);
    const created = await createAssignment(1, {
      kind: 'test',
      module_id: modules[0] ?? 1,
      description: 'Quiz',
      max_score: 10,
      test_type: 'test',
      platform: 'on',
      personal_version: false,
      retake_allowed: false,
      questions: [
        { text: 'Pick one', options: ['A', 'B'], correct_options: [0], points: 1 },
        { text: 'Pick two', options: ['A', 'B', 'C'], correct_options: [0, 2], points: 1 },
      ],
    });
    await publishAssignment(created.data.id);
    await signIn('student@demo.school');
    renderPage(created.data.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Розпочати тест' }));
    const several = await screen.findByRole('group', { name: /Pick two/ });
    expect(within(several).getAllByRole('checkbox')).toHaveLength(3);
    expect(several).toHaveAccessibleDescription('Оберіть усі правильні відповіді.');
    expect(within(screen.getByRole('group', { name: /Pick one/ })).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(within(several).getByRole('checkbox', { name: 'A' }));
    await userEvent.click(within(several).getByRole('checkbox', { name: 'C' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: /Pick one/ })).getByRole('radio', { name: 'A' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Завершити тест' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Вітаємо, ви склали тест!');
    expect(screen.getByText('10 з 10')).toBeVisible();
  });

  it('a refused finish is shown translated and keeps every answer', async () => {
    await signIn('student@demo.school');
    const test = await testToTake();
    renderPage(test.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Розпочати тест' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Розпочати' }));
    const first = await screen.findByRole('group', { name: /^Запитання 1 з 5/ });
    await userEvent.click(within(first).getAllByRole('radio')[2]!);
    server.use(
      http.post('*/api/v1/assignments/:id/work/:studentId/finish', () =>
        HttpResponse.json(
          { error: 'transition_not_allowed', message: 'The test is not in progress.' },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Завершити тест' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Завершити тест' }));
    expect(
      await within(dialog).findByText('Ця дія недоступна в поточному статусі.', { exact: false }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Продовжити відповідати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(first).getAllByRole('radio')[2]).toBeChecked();
  });

  it('a test outside the platform is information: where it is taken, its status, then its result', async () => {
    await signIn('student@demo.school');
    const outside = (await listAssignments(1, { kind: 'test' })).data.find(
      (a) => a.platform === 'outside' && a.work?.status === 'need_review',
    );
    if (!outside) throw new Error('The seed keeps an outside test to review in course 1');
    const first = renderPage(outside.id);
    expect(await screen.findByRole('heading', { level: 3, name: 'Як проходить тест' })).toBeVisible();
    expect(screen.getByText(/^Тест проходить поза платформою, на уроці \d+/)).toBeVisible();
    expect(screen.getByText('Викладач перевіряє тест: результат з’явиться тут.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();

    const me = (await getCurrentUser()).data.id;
    await signIn('teacher@demo.school');
    await reviewWork(outside.id, me, { action: 'complete', score: 10 });
    await signIn('student@demo.school');
    renderPage(outside.id);
    expect(await screen.findByRole('heading', { level: 3, name: 'Результат' })).toBeVisible();
    expect(screen.getByText(`10 з ${outside.max_score}`)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('На жаль, ви не склали тест!');
  });
});
