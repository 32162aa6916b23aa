import { listCourseTaskWorks, listCourseTasks } from '@cabinet/api/course-tasks';
import { createMockServer } from '@cabinet/api/mock/node';
import { listSubstitutions } from '@cabinet/api/substitutions';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../testing/mock-school';
import { CourseTaskReview } from '../course-tasks/CourseTaskReview';
import { TutorCourseTasks } from '../course-tasks/TutorCourseTasks';
import { testViews } from '../assignment-authoring/test-course-views';
import { TutorGroupTrainees } from './TutorGroupTrainees';
import { TutorLessonPublishing } from './TutorLessonPublishing';

startMockSchool(createMockServer());
beforeAll(async () => {
  await loadPageTexts('courseTasks');
  await loadPageTexts('teaching');
});

/** The demo tutor, signed in, and the other tutor's TYLT group where they hold a lesson. */
async function heldGroup(): Promise<number> {
  await signInAs('tutor@demo.school');
  const offered = (await listSubstitutions({ kind: 'tylt_group', filter: 'is_not_mine', per_page: 100 }))
    .data;
  const held = offered.find((item) => item.decision === 'accepted' && item.course_id !== null);
  if (!held?.course_id) throw new Error('The seed has the demo tutor hold another tutor’s TYLT lesson.');
  return held.course_id;
}

const show = (element: ReactElement) => renderRoutes([{ path: '/', element }]);

describe('a substitute in another tutor’s TYLT group reads it and changes nothing of the group’s', () => {
  it('reads the course tasks and certificates: no task to set or edit, nothing to issue', async () => {
    const courseId = await heldGroup();
    show(<TutorCourseTasks courseId={courseId} links={{ table: (task) => `/table/${task.id}` }} />);
    expect(
      await screen.findByText(
        'Ви заміняєте в цій групі: вам видно завдання курсу й роботи слухачів, а задає та перевіряє їх тьютор групи.',
      ),
    ).toBeVisible();
    const tasks = (await listCourseTasks(courseId)).data;
    for (const task of tasks) {
      expect(screen.getByRole('link', { name: task.title })).toHaveAttribute('href', `/table/${task.id}`);
    }
    expect(screen.queryByRole('link', { name: /^Редагувати/ })).toBeNull();
    expect(
      await screen.findByText(
        'Ви заміняєте в цій групі: вам видно оцінки й сертифікати слухачів, а видає їх тьютор групи.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Видати' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('reads a trainee’s work without the review form', async () => {
    const courseId = await heldGroup();
    const [task] = (await listCourseTasks(courseId)).data;
    const [work] = (await listCourseTaskWorks(task!.id)).data;
    show(<CourseTaskReview courseId={courseId} taskId={task!.id} traineeId={work!.trainee.id} readOnly />);
    expect(
      await screen.findByText('Роботи перевіряє тьютор групи: як замінник ви їх лише переглядаєте.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Завершити' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Коментар для слухача' })).toBeNull();
  });

  it('reads which lessons are published, with nothing to publish', async () => {
    const courseId = await heldGroup();
    show(<TutorLessonPublishing view={testViews.tyltSubstitute} courseId={courseId} />);
    expect(
      await screen.findByText('Ви заміняєте в цій групі: заняття слухачам публікує тьютор групи.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Опублікувати слухачам' })).toBeNull();
    expect(screen.getAllByText(/^(Опубліковано|Не опубліковано) слухачам$/).length).toBeGreaterThan(0);
  });

  it('lists the group’s trainees without links to the tutor’s own trainees’ pages', async () => {
    const courseId = await heldGroup();
    show(<TutorGroupTrainees view={testViews.tyltSubstitute} courseId={courseId} />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Усі мої слухачі' })).toBeNull();
    // E-mail and phone links only: the trainee's page is their own tutor's.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(true);
    expect(hrefs.filter((href) => href.startsWith('/'))).toEqual([]);
  });
});
