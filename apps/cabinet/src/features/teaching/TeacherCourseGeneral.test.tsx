import { login } from '@cabinet/api/account';
import { listCourses } from '@cabinet/api/courses';
import { configureHttp, setToken } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import { resetSchool } from '@cabinet/api/testing/seeded-school';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testViews } from '../assignment-authoring/test-course-views';
import { TeacherCourseGeneral } from './TeacherCourseGeneral';
import { renderRoutes } from '../../testing/mock-school';
import { draftKeysOf } from '../../shared/drafts/draft-store';

// Whole views on the mock school: slower than the defaults on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const server = createMockServer();
let feedPosts = 0;
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/feed')) feedPosts += 1;
  });
});
beforeEach(async () => {
  resetSchool();
  localStorage.clear();
  feedPosts = 0;
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
  setToken(
    (await login({ email: 'teacher@demo.school', password: 'Demo1234', userAgent: 'test' }, { silent: true }))
      .token,
  );
});
// A test's own answers of the school end with it.
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderGeneral = (kind: 'group' | 'individual' = 'group', courseId = 1) => {
  const view = kind === 'group' ? testViews.teacherGroup : testViews.teacherIndividual;
  return renderRoutes([{ path: '*', element: <TeacherCourseGeneral view={view} courseId={courseId} /> }]);
};

const postField = () => screen.findByRole('textbox', { name: 'Текст допису' });
const publish = () => userEvent.click(screen.getByRole('button', { name: 'Опублікувати' }));
const feed = () => screen.getByRole('region', { name: 'Стрічка групи' });

describe('TeacherCourseGeneral: the group feed', () => {
  it('publishes a post, shows it on top of the feed and empties the field', async () => {
    renderGeneral();
    expect(await screen.findByRole('heading', { level: 2, name: 'Про курс' })).toBeVisible();
    await userEvent.type(await postField(), 'Завтра заняття о 18:30.');
    await publish();
    await waitFor(() =>
      expect(within(feed()).getAllByRole('listitem')[0]).toHaveTextContent('Завтра заняття о 18:30.'),
    );
    expect(await postField()).toHaveValue('');
    expect(feedPosts).toBe(1);
  });

  it('refuses a text over 2000 characters before calling the school, with the message, keeping the text', async () => {
    renderGeneral();
    const field = await postField();
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(2001));
    await publish();
    expect(await screen.findByText('Текст перевищує ліміт у 2000 символів.')).toBeVisible();
    expect(field).toHaveValue('x'.repeat(2001));
    expect(feedPosts).toBe(0);
  });

  it('takes exactly 2000 characters', async () => {
    renderGeneral();
    const field = await postField();
    await userEvent.click(field);
    await userEvent.paste('y'.repeat(2000));
    await publish();
    await waitFor(() => expect(feedPosts).toBe(1));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('asks for a text when it is empty, without a call', async () => {
    renderGeneral();
    await postField();
    await publish();
    expect(await screen.findByText('Напишіть текст допису.')).toBeVisible();
    expect(feedPosts).toBe(0);
  });

  it('keeps the text and shows the translated message when the school refuses the post', async () => {
    server.use(
      http.post('*/api/v1/courses/:courseId/feed', () =>
        HttpResponse.json(
          { error: 'feed_text_too_long', message: 'The text exceeds the limit of 2000 characters.' },
          { status: 422 },
        ),
      ),
    );
    renderGeneral();
    await userEvent.type(await postField(), 'Мій допис');
    await publish();
    expect(await screen.findByText('Текст перевищує ліміт символів.')).toBeVisible();
    expect(await postField()).toHaveValue('Мій допис');
    expect(within(feed()).queryByText('Мій допис')).toBeNull();
  });

  it('gives an individual course its facts without the feed', async () => {
    const individual = (await listCourses({ kind: 'individual' })).data[0];
    if (!individual) throw new Error('The demo teacher has an individual course');
    renderGeneral('individual', individual.id);
    expect(await screen.findByRole('heading', { level: 2, name: 'Про курс' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Текст допису' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Стрічка групи' })).toBeNull();
  });

  it('keeps a half-written post when the tab closes, restores it with a notice, and removes it once published', async () => {
    renderGeneral();
    await userEvent.type(await postField(), 'Нагадую про тест у п’ятницю');
    cleanup();
    expect(draftKeysOf('visitor')).toEqual(['formDraft:visitor:feedPost:1']);

    renderGeneral();
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від/)).toBeVisible();
    expect(await postField()).toHaveValue('Нагадую про тест у п’ятницю');
    expect(feedPosts).toBe(0);
    await publish();
    await waitFor(() =>
      expect(within(feed()).getAllByRole('listitem')[0]).toHaveTextContent('Нагадую про тест у п’ятницю'),
    );
    expect(await postField()).toHaveValue('');
    expect(screen.queryByText(/Відновлено вашу незбережену чернетку/)).toBeNull();
    expect(draftKeysOf('visitor')).toEqual([]);
  });
});
