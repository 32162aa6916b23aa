import { listCourses } from '@cabinet/api/courses';
import { getCourseTaskWork, listCourseTaskWorks, listCourseTasks } from '@cabinet/api/course-tasks';
import { createMockServer } from '@cabinet/api/mock/node';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../testing/mock-school';
import { CourseTaskReview } from './CourseTaskReview';
import { toastQueue } from '../../shared/toast-queue';

const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('courseTasks'));

/** The demo tutor, signed in, and a trainee's work on a TYLT group's task that waits for review. */
async function workToReview() {
  await signInAs('tutor@demo.school');
  const groups = (await listCourses({ training: 'tylt', status: 'in_progress' })).data;
  for (const group of groups) {
    for (const task of (await listCourseTasks(group.id)).data) {
      const waiting = (await listCourseTaskWorks(task.id)).data.find((work) => work.status === 'need_review');
      if (waiting) return { courseId: group.id, taskId: task.id, traineeId: waiting.trainee.id };
    }
  }
  throw new Error('The seed keeps a TYLT work that waits for the tutor’s review');
}

type Work = Awaited<ReturnType<typeof workToReview>>;
const show = (work: Work) => renderRoutes([{ path: '/', element: <CourseTaskReview {...work} /> }]);
const commentBox = () => screen.findByRole('textbox', { name: 'Коментар для слухача' });
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('formDraft:'));

describe('CourseTaskReview: the tutor’s comment and grade are kept on the device', () => {
  it('restores a half-written review with a notice after the page closes', async () => {
    const work = await workToReview();
    const person = userEvent.setup();
    show(work);
    await person.type(await commentBox(), 'Додайте приклад перевірки розуміння.');
    await person.click(screen.getByRole('radio', { name: 'Strong Pass' }));
    // The tab closes.
    cleanup();

    show(work);
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від /)).toBeVisible();
    expect(await commentBox()).toHaveValue('Додайте приклад перевірки розуміння.');
    expect(screen.getByRole('radio', { name: 'Strong Pass' })).toBeChecked();
  });

  it('keeps the draft when the review fails, and removes it once the work is returned', async () => {
    const work = await workToReview();
    server.use(
      http.post('*/api/v1/course-tasks/:taskId/works/:traineeId/review', () =>
        HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 }),
      ),
    );
    const person = userEvent.setup();
    show(work);
    await person.type(await commentBox(), 'Додайте приклад перевірки розуміння.');
    await person.click(screen.getByRole('button', { name: 'Повернути на доопрацювання' }));
    expect(await screen.findByText(/Щось пішло не так/)).toBeVisible();
    await waitFor(() => expect(drafts()).toHaveLength(1));

    server.resetHandlers();
    await person.click(screen.getByRole('button', { name: 'Повернути на доопрацювання' }));
    // The returned round shows the comment, and the form starts afresh.
    expect(await screen.findByText('Додайте приклад перевірки розуміння.')).toBeVisible();
    expect(await commentBox()).toHaveValue('');
    expect((await getCourseTaskWork(work.taskId, work.traineeId)).data.status).toBe('need_edits');
    expect(drafts()).toEqual([]);
    // Said in a toast, which outlives the form rebuilt for the new status.
    expect(toastQueue.drain()).toContainEqual({
      message: 'Роботу повернуто на доопрацювання.',
      variant: 'success',
    });
  });
});
