import { createAssignment, getWork, listAssignments, publishAssignment } from '@cabinet/api/assignments';
import { getCurrentUser } from '@cabinet/api/account';
import { createMockServer } from '@cabinet/api/mock/node';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { signInAs, startMockSchool } from '../../testing/mock-school';
import { TestPage } from './TestPage';

/**
 * The answers of an assigned test are saved one by one as they are given (use-test-answers.ts),
 * through the outbox on the device: offline they wait there, in the order given; a reload keeps
 * and resends them; another device reads them from the school; at the deadline the school counts
 * the answers it holds and the page says how many never reached it.
 */
const server = startMockSchool(createMockServer());

const ANSWER = '*/api/v1/assignments/:assignmentId/work/:studentId/answers/:questionId';
const offline = () => server.use(http.put(ANSWER, () => HttpResponse.error()));
/** The connection returns: the school answers again, and the questions reaching it are noted. */
function online(): number[] {
  const reached: number[] = [];
  server.resetHandlers();
  server.use(
    http.put(ANSWER, ({ params }) => {
      reached.push(Number(params.questionId));
    }),
  );
  window.dispatchEvent(new Event('online'));
  return reached;
}
const outboxKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('testOutbox:'));

/** A test of three one-answer questions published to course 1 by its teacher, due in `dueInMs`. */
async function publishedTest(dueInMs: number) {
  await signInAs('teacher@demo.school');
  const modules = (await listAssignments(1)).data.map((a) => a.module_id);
  const created = await createAssignment(1, {
    kind: 'test',
    module_id: modules[0] ?? 1,
    description: 'Quiz',
    max_score: 9,
    test_type: 'test',
    platform: 'on',
    personal_version: false,
    retake_allowed: false,
    deadline: new Date(Date.now() + dueInMs).toISOString(),
    questions: [
      { text: 'Pick A', options: ['A', 'B'], correct_options: [0], points: 1 },
      { text: 'Pick B', options: ['A', 'B'], correct_options: [1], points: 1 },
      { text: 'Pick C', options: ['A', 'B', 'C'], correct_options: [2], points: 1 },
    ],
  });
  await publishAssignment(created.data.id);
  await signInAs('student@demo.school');
  return created.data.id;
}

const renderTest = (assignmentId: number) =>
  renderWithApp(
    <AppTheme>
      <TestPage assignmentId={assignmentId} readOnly={false} />
    </AppTheme>,
    { route: `/student/groups/1/assigned-tasks/test/${assignmentId}` },
  );

async function startTest() {
  await userEvent.click(await screen.findByRole('button', { name: 'Розпочати тест' }));
  const dialog = await screen.findByRole('dialog', { name: 'Розпочати тест зараз?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Розпочати' }));
  await screen.findByRole('heading', { level: 3, name: 'Запитання' });
}

const question = (text: string) => screen.getByRole('group', { name: new RegExp(text) });
const choose = (text: string, option: string) =>
  userEvent.click(within(question(text)).getByRole('radio', { name: option }));

describe('useTestAnswers: each answer saved as it is given', () => {
  it('offline the answers wait on the device; when the connection returns they are sent in the order given', async () => {
    const id = await publishedTest(3_600_000);
    renderTest(id);
    await startTest();
    offline();
    await choose('Pick C', 'C');
    await choose('Pick A', 'A');
    expect(await within(question('Pick C')).findByText(/Ще не збережено/)).toBeVisible();
    expect(await within(question('Pick A')).findByText(/Ще не збережено/)).toBeVisible();
    expect(screen.getByText(/^Очікують збереження 2 відповіді/)).toHaveAttribute('role', 'status');
    expect(outboxKeys()).toHaveLength(1);

    const reached = online();
    expect(await within(question('Pick C')).findByText('Збережено')).toBeVisible();
    expect(await within(question('Pick A')).findByText('Збережено')).toBeVisible();
    expect(screen.queryByText(/^Очікують збереження/)).toBeNull();
    await waitFor(() => expect(outboxKeys()).toEqual([]));
    const me = (await getCurrentUser()).data.id;
    const work = (await getWork(id, me)).data;
    const idOf = (text: string) => work.questions.find((q) => q.text === text)?.id;
    expect(reached).toEqual([idOf('Pick C'), idOf('Pick A')]);
    expect(work.answers.map((answer) => answer.question_id).sort()).toEqual(
      [idOf('Pick A'), idOf('Pick C')].sort(),
    );
  });

  it('a reload keeps the answers waiting on the device and sends them; another device reads them from the school', async () => {
    const id = await publishedTest(3_600_000);
    const first = renderTest(id);
    await startTest();
    offline();
    await choose('Pick B', 'B');
    expect(await within(question('Pick B')).findByText(/Ще не збережено/)).toBeVisible();
    first.unmount();

    // The page opened again, still without a connection: the answer is there, kept on the device.
    const second = renderTest(id);
    const kept = await screen.findByRole('group', { name: /Pick B/ });
    expect(within(kept).getByRole('radio', { name: 'B' })).toBeChecked();
    expect(await within(kept).findByText(/Ще не збережено/)).toBeVisible();
    online();
    expect(await within(kept).findByText('Збережено')).toBeVisible();
    second.unmount();

    // Another device, with nothing of the test on it: the answer comes from the school.
    await waitFor(() => expect(outboxKeys()).toEqual([]));
    localStorage.removeItem('testRevision');
    renderTest(id);
    const elsewhere = await screen.findByRole('group', { name: /Pick B/ });
    expect(within(elsewhere).getByRole('radio', { name: 'B' })).toBeChecked();
    expect(within(elsewhere).getByText('Збережено')).toBeVisible();
  });
});

describe('useTestAnswers: the deadline passes mid-test', () => {
  it('the school counts the answers it holds; the page shows them and how many never reached it; nothing stays on the device', async () => {
    const id = await publishedTest(3 * 60_000);
    renderTest(id);
    await startTest();
    await choose('Pick A', 'A');
    expect(await within(question('Pick A')).findByText('Збережено')).toBeVisible();
    offline();
    await choose('Pick B', 'B');
    expect(await within(question('Pick B')).findByText(/Ще не збережено/)).toBeVisible();

    // The deadline passes while the answer to "Pick B" waits on the device.
    vi.setSystemTime(Date.now() + 4 * 60_000);
    expect(await screen.findByRole('heading', { level: 3, name: 'Результат' })).toBeVisible();
    expect(
      screen.getByText(
        'Дедлайн настав раніше, ніж ви завершили тест: зараховано відповіді, збережені до того часу.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        '1 відповідь, дана на цьому пристрої, не дійшла до школи до здачі тесту й не зарахована.',
      ),
    ).toBeVisible();
    expect(screen.getByText('3 з 9')).toBeVisible();
    const review = screen.getByRole('heading', { level: 3, name: 'Ваші відповіді' }).parentElement!;
    expect(within(review).getAllByText(/^Правильно/)).toHaveLength(1);
    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(outboxKeys()).toEqual([]));

    const me = (await getCurrentUser()).data.id;
    await signInAs('teacher@demo.school');
    const seen = (await getWork(id, me)).data;
    expect(seen).toMatchObject({ status: 'incomplete', score: 3 });
    expect(seen.answers.map((answer) => answer.points)).toEqual([1]);
  });
});
