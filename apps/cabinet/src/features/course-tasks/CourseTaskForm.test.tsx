import { listCourses } from '@cabinet/api/courses';
import { getCourseTask, listCourseTasks } from '@cabinet/api/course-tasks';
import { createMockServer } from '@cabinet/api/mock/node';
import { CourseTaskKind } from '@cabinet/api/model';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../testing/mock-school';
import { CreateCourseTask, EditCourseTask } from './CourseTaskForm';

const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('courseTasks'));

/** The demo tutor, signed in, and a TYLT group's task. */
async function groupTask() {
  await signInAs('tutor@demo.school');
  const group = (await listCourses({ training: 'tylt', status: 'in_progress' })).data[0];
  const task = group && (await listCourseTasks(group.id)).data[0];
  if (!group || !task) throw new Error('The seed keeps a TYLT group with course tasks');
  return { courseId: group.id, task };
}

/** The demo tutor, signed in, and a TYLT group about to start, with a kind of task still to set. */
async function taskToSet(): Promise<{ courseId: number; kind: CourseTaskKind }> {
  await signInAs('tutor@demo.school');
  for (const group of (await listCourses({ training: 'tylt', per_page: 100 })).data) {
    const set = (await listCourseTasks(group.id)).data.map((task) => task.kind);
    const kind = Object.values(CourseTaskKind).find((one) => !set.includes(one));
    if (kind) return { courseId: group.id, kind };
  }
  throw new Error('The seed keeps a TYLT group of the tutor with a task still to set');
}

const doneHref = (task: { id: number }) => `/tasks/${task.id}`;
const done = { path: '/tasks/:id', element: <h1>Таблиця робіт</h1> };
const edit = (courseId: number, taskId: number) =>
  renderRoutes([
    {
      path: '/',
      element: <EditCourseTask courseId={courseId} kind="practice" taskId={taskId} doneHref={doneHref} />,
    },
    done,
  ]);
const create = ({ courseId, kind }: { courseId: number; kind: CourseTaskKind }) =>
  renderRoutes([
    { path: '/', element: <CreateCourseTask courseId={courseId} kind={kind} doneHref={doneHref} /> },
    done,
  ]);
const description = () => screen.findByRole('textbox', { name: 'Опис' });
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('formDraft:'));

describe('CourseTaskForm: what the tutor writes is kept on the device', () => {
  it('restores a half-written change of a task with a notice after the page closes', async () => {
    const { courseId, task } = await groupTask();
    const person = userEvent.setup();
    edit(courseId, task.id);
    await person.type(await description(), ' Спостерігайте за інструкціями.');
    // The tab closes.
    cleanup();

    edit(courseId, task.id);
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від /)).toBeVisible();
    expect(await description()).toHaveValue(`${task.description} Спостерігайте за інструкціями.`);
    // One draft on the device: this task's.
    expect(drafts()).toHaveLength(1);
  });

  it('keeps a new task’s draft when the save fails, and removes it once the task is created', async () => {
    const group = await taskToSet();
    server.use(
      http.post('*/api/v1/courses/:courseId/course-tasks', () =>
        HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 }),
      ),
    );
    const person = userEvent.setup();
    create(group);
    await person.type(await screen.findByRole('textbox', { name: 'Назва' }), 'Практика: урок для підлітків');
    await person.type(await description(), 'Проведіть 20 хвилин уроку.');
    await person.click(screen.getByRole('button', { name: 'Задати завдання' }));
    expect(await screen.findByText(/Щось пішло не так/)).toBeVisible();
    cleanup();

    create(group);
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від /)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Назва' })).toHaveValue('Практика: урок для підлітків');
    server.resetHandlers();
    await person.click(screen.getByRole('button', { name: 'Задати завдання' }));
    expect(await screen.findByRole('heading', { name: 'Таблиця робіт' })).toBeVisible();
    await waitFor(() => expect(drafts()).toEqual([]));
    const created = (await listCourseTasks(group.courseId)).data.find(
      (one) => one.title === 'Практика: урок для підлітків',
    );
    expect(created && (await getCourseTask(created.id)).data.description).toBe('Проведіть 20 хвилин уроку.');
  });
});
