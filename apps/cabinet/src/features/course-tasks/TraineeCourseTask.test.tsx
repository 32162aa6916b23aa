import { getCurrentUser } from '@cabinet/api/account';
import { getCourseTaskWork, listCourseTasks } from '@cabinet/api/course-tasks';
import { createMockServer } from '@cabinet/api/mock/node';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../testing/mock-school';
import { readDraft } from '../../shared/drafts/draft-store';
import { TraineeCourseTask } from './TraineeCourseTask';

const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('courseTasks'));

/** The demo trainee's TYLT group. */
const COURSE = 58;

/** The demo trainee, signed in, and a course task of the group they may still write. */
async function openTask() {
  await signInAs('trainee@demo.school');
  const trainee = (await getCurrentUser()).data.id;
  for (const task of (await listCourseTasks(COURSE)).data) {
    const work = (await getCourseTaskWork(task.id, trainee)).data;
    if (work.can_edit) return { taskId: task.id, trainee, saved: work.draft_text };
  }
  throw new Error('The seed keeps a course task the trainee may write');
}

const show = ({ taskId, trainee }: { taskId: number; trainee: number }) =>
  renderRoutes([
    { path: '/', element: <TraineeCourseTask courseId={COURSE} taskId={taskId} traineeId={trainee} /> },
  ]);

const answerBox = () => screen.findByRole('textbox', { name: 'Текст' });

describe('TraineeCourseTask: the trainee’s answer is never lost', () => {
  it('keeps what is typed on the device and offers it back after a reload, to keep or discard', async () => {
    const task = await openTask();
    const kept = () =>
      readDraft<{ text: string }>({
        owner: 'visitor',
        form: 'courseTaskAnswer',
        record: `${task.taskId}:${task.trainee}`,
      })?.values.text ?? null;
    const person = userEvent.setup();
    show(task);
    await person.type(await answerBox(), ' — мій новий абзац');
    await waitFor(() => expect(kept()).toContain('мій новий абзац'));
    // The page goes away (a reload): the device keeps what was typed.
    cleanup();

    show(task);
    expect(await answerBox()).toHaveValue(`${task.saved} — мій новий абзац`);
    expect(screen.getByText(/Відновлено вашу незбережену чернетку від/)).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Відкинути чернетку' }));
    expect(await answerBox()).toHaveValue(task.saved);
    await waitFor(() => expect(kept()).toBeNull());
  });

  it('keeps the text when the school fails to save it, and says why', async () => {
    const task = await openTask();
    server.use(
      http.put('*/api/v1/course-tasks/:taskId/works/:traineeId', () =>
        HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 }),
      ),
    );
    const person = userEvent.setup();
    show(task);
    await person.clear(await answerBox());
    await person.type(await answerBox(), 'Спостереження за уроком');
    await person.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Щось пішло не так');
    expect(await answerBox()).toHaveValue('Спостереження за уроком');
  });
});
