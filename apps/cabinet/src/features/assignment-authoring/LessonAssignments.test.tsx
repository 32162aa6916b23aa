import { listAssignments } from '@cabinet/api/assignments';
import { createMockServer } from '@cabinet/api/mock/node';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonAssignmentItems } from './LessonAssignmentItems';
import { paths } from '../../shared/paths';
import { testViews } from './test-course-views';
import { renderRoutes, signInAs, startMockSchool } from '../../testing/mock-school';
import { LessonAssignments } from '../assignments/LessonAssignments';

startMockSchool(createMockServer());
/** GE-B1-01: the demo student's group, taught by the demo teacher. */
const GROUP = 1;

/** A lesson of the group that has a task given at it, as the signed-in user reads the list. */
async function lessonWithTask() {
  const { data } = await listAssignments(GROUP);
  const task = data.find((assignment) => assignment.kind === 'task' && assignment.lesson !== null);
  if (!task?.lesson) throw new Error('The seed gives tasks at lessons');
  const ofLesson = data.filter((assignment) => assignment.lesson?.id === task.lesson?.id);
  return { task, lessonId: task.lesson.id, ofLesson };
}

describe('a lesson page lists the tasks and tests of the lesson', () => {
  it('for the student, each with a link to its page', async () => {
    await signInAs('student@demo.school');
    const { task, lessonId, ofLesson } = await lessonWithTask();
    renderRoutes([
      {
        path: '/',
        element: (
          <LessonAssignments
            courseId={GROUP}
            lessonId={lessonId}
            taskHref={(id) => `/task/${id}`}
            testHref={(id) => `/test/${id}`}
          />
        ),
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Завдання й тести цього заняття' });
    expect(await within(section).findAllByRole('article')).toHaveLength(ofLesson.length);
    expect(within(section).getByRole('link', { name: task.title })).toHaveAttribute(
      'href',
      `/task/${task.id}`,
    );
  });

  it('for the teacher, linking to the assignment in the group', async () => {
    await signInAs('teacher@demo.school');
    const { task, lessonId, ofLesson } = await lessonWithTask();
    renderRoutes([
      {
        path: '/',
        element: <LessonAssignmentItems view={testViews.teacherGroup} courseId={GROUP} lessonId={lessonId} />,
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Завдання й тести цього заняття' });
    expect(await within(section).findAllByRole('link')).toHaveLength(ofLesson.length);
    expect(within(section).getByRole('link', { name: task.title })).toHaveAttribute(
      'href',
      paths.teacher.groupCourse.task.to(GROUP, task.id),
    );
  });

  it('says so when nothing was given at the lesson', async () => {
    await signInAs('student@demo.school');
    renderRoutes([
      {
        path: '/',
        element: (
          <LessonAssignments courseId={GROUP} lessonId={999_999} taskHref={String} testHref={String} />
        ),
      },
    ]);
    expect(await screen.findByText('На цьому занятті не задали жодного завдання чи тесту.')).toBeVisible();
  });
});
