import { login } from '@cabinet/api/account';
import { listCatchUps } from '@cabinet/api/catchups';
import { listCourseStudents } from '@cabinet/api/courses';
import { configureHttp, setToken } from '@cabinet/api/http';
import { listLessons } from '@cabinet/api/lessons';
import { createMockServer } from '@cabinet/api/mock/node';
import { resetSchool } from '@cabinet/api/testing/seeded-school';
import { AppTheme } from '@cabinet/design-system/theme';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { TeacherCatchUps } from './TeacherCatchUps';
import { TeacherCourseStudents } from './TeacherCourseStudents';
import { TeacherCourseSummary } from './TeacherCourseSummary';
import { TeacherCourseList } from './TeacherCourseList';
import { TeacherSchedule } from './TeacherSchedule';
import { testViews } from '../assignment-authoring/test-course-views';
import { lessonHref } from '../../shared/course-view-hrefs';

// Whole views on the mock school: slower than the defaults on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  resetSchool();
  localStorage.clear();
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
  setToken(
    (await login({ email: 'teacher@demo.school', password: 'Demo1234', userAgent: 'test' }, { silent: true }))
      .token,
  );
});
afterAll(() => server.close());

const show = (ui: ReactElement) => renderWithApp(<AppTheme>{ui}</AppTheme>);

describe('TeacherGroupList', () => {
  it('lists the teacher’s groups as cards linking to each group', async () => {
    show(<TeacherCourseList view={testViews.teacherGroup} />);
    const link = await screen.findByRole('link', { name: 'GE-B1-01' });
    expect(link).toHaveAttribute('href', '/teacher/groups/1');
    expect(screen.queryByRole('link', { name: /^IND-/ })).toBeNull();
  });

  it('shows the empty state when the teacher has no groups', async () => {
    server.use(
      http.get('*/api/v1/courses', () =>
        HttpResponse.json({ data: [], meta: { page: 1, per_page: 20, total: 0 } }),
      ),
    );
    show(<TeacherCourseList view={testViews.teacherGroup} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'У вас ще немає груп' })).toBeVisible();
  });
});

describe('TeacherSchedule', () => {
  it('links every lesson to its lesson page in the view', async () => {
    const { data } = await listLessons(1, { per_page: 100 });
    show(<TeacherSchedule view={testViews.teacherGroup} courseId={1} />);
    const first = data[0]!;
    const link = await screen.findByRole('link', { name: `Заняття ${first.number}. ${first.topic}` });
    expect(link).toHaveAttribute('href', lessonHref(testViews.teacherGroup, 1, first));
    const hrefs = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.includes('/schedule/lesson/'));
    expect(new Set(hrefs)).toEqual(
      new Set(data.map((lesson) => lessonHref(testViews.teacherGroup, 1, lesson))),
    );
  });

  it('links an individual course’s lessons to the individual view, and says a late cancel is paid', async () => {
    const { data } = await listLessons(1, { per_page: 100 });
    const lesson = { ...data[0]!, late_cancel: true };
    server.use(
      http.get('*/api/v1/courses/:courseId/lessons', () =>
        HttpResponse.json({ data: [lesson], meta: { page: 1, per_page: 100, total: 1 } }),
      ),
    );
    show(<TeacherSchedule view={testViews.teacherIndividual} courseId={1} />);
    const link = await screen.findByRole('link', { name: `Заняття ${lesson.number}. ${lesson.topic}` });
    expect(link).toHaveAttribute('href', `/teacher/individuals/1/schedule/${lesson.id}`);
    expect(screen.getByText('Пізнє скасування: оплачується як проведене')).toBeVisible();
  });
});

describe('TeacherCourseStudents', () => {
  it('lists each student with e-mail and a link to their page', async () => {
    const { data } = await listCourseStudents(1);
    show(<TeacherCourseStudents courseId={1} />);
    const student = data[0]!;
    const link = await screen.findByRole('link', { name: student.name });
    expect(link).toHaveAttribute('href', `/teacher/students/${student.id}`);
    expect(screen.getByRole('link', { name: student.email })).toHaveAttribute(
      'href',
      `mailto:${student.email}`,
    );
  });

  it('shows the no-students state', async () => {
    server.use(http.get('*/api/v1/courses/:courseId/students', () => HttpResponse.json({ data: [] })));
    show(<TeacherCourseStudents courseId={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'У групі ще немає учнів' })).toBeVisible();
  });
});

describe('TeacherCourseSummary', () => {
  it('shows a card per student of the group', async () => {
    const { data } = await listCourseStudents(1);
    show(<TeacherCourseSummary view={testViews.teacherGroup} courseId={1} />);
    const students = await screen.findByRole('region', { name: 'Учні' });
    for (const student of data) {
      expect(within(students).getByRole('heading', { level: 3, name: student.name })).toBeVisible();
    }
    // Each student's module results are folded until asked for.
    const card = within(students).getAllByRole('listitem')[0]!;
    const firstModule = within(card).getAllByRole('heading', { level: 4 })[0]!;
    expect(firstModule).not.toBeVisible();
    await userEvent.click(within(card).getByText('Результати за модулями'));
    expect(firstModule).toBeVisible();
  });
});

describe('TeacherCatchUps', () => {
  it('completes a started catch-up and offers no completion for an upcoming one', async () => {
    const rows = (await listCatchUps(1)).data;
    const started = rows.find((row) => row.status === 'incomplete' || row.status === 'in_progress');
    if (!started) throw new Error('The seed keeps a catch-up to complete');
    show(<TeacherCatchUps courseId={1} />);
    const buttons = await screen.findAllByRole('button', { name: 'Позначити проведеним' });
    expect(buttons).toHaveLength(
      rows.filter((row) => row.status === 'incomplete' || row.status === 'in_progress').length,
    );
    await userEvent.click(buttons[0]!);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Позначити проведеним' }).length).toBe(buttons.length - 1),
    );
  });

  it('shows the school’s refusal under the catch-up', async () => {
    server.use(
      http.post('*/api/v1/catch-ups/:catchUpId/complete', () =>
        HttpResponse.json({ error: 'transition_not_allowed', message: 'Not allowed.' }, { status: 409 }),
      ),
    );
    show(<TeacherCatchUps courseId={1} />);
    const [button] = await screen.findAllByRole('button', { name: 'Позначити проведеним' });
    await userEvent.click(button!);
    expect(await screen.findByText('Ця дія недоступна в поточному статусі.')).toBeVisible();
  });
});
