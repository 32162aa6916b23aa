import { login } from '@cabinet/api/account';
import { STORAGE_KEYS, configureHttp, getToken, storeSignIn } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import type { RegistrationRequest } from '@cabinet/api/model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppShell } from '../AppShell';
import { configureApi } from '../configure-api';
import { createQueryClient } from '../query-client';
import { routerOptions, routes } from '../routes';
import { startMockSchool } from '../../testing/mock-school';
import { answerMediaQueries } from '../../testing/media-queries';

const server = startMockSchool(createMockServer());

// jsdom has no media queries: a desktop window, where the menu of a signed-in user is a side column.
beforeAll(() => {
  answerMediaQueries('desktop');
});

beforeEach(() => {
  configureApi();
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
});

const MENU = 'Головне меню';
const SIGN_IN = 'Увійти до кабінету';
const PAGE = { timeout: 30_000 };

function openCabinet(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions(), initialEntries: [path] });
  render(<AppShell router={router} queryClient={createQueryClient()} />);
  return router;
}

/** The addresses of the calls the app made, and the registration requests the school stored. */
function watchSchool() {
  const calls: string[] = [];
  const stored: RegistrationRequest[] = [];
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
  server.events.on('response:mocked', async ({ request, response }) => {
    if (
      request.method === 'POST' &&
      request.url.endsWith('/registration-requests') &&
      response.status === 201
    )
      stored.push(((await response.clone().json()) as { data: RegistrationRequest }).data);
  });
  return { calls, stored };
}

describe('the public catalogue for a visitor who never signed in', () => {
  beforeEach(() => server.events.removeAllListeners());

  it('browses the audiences and a group, sends a registration request, and signs in back to the page', async () => {
    const person = userEvent.setup();
    const school = watchSchool();
    expect(getToken()).toBeNull();
    const router = openCabinet('/courses');

    expect(await screen.findByRole('heading', { level: 1, name: 'Обрати курс' }, PAGE)).toBeVisible();
    expect(router.state.location.pathname).toBe('/courses');
    // The layout without the menu, with the way to sign in.
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: MENU })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Вийти' })).toBeNull();
    const account = screen.getByRole('navigation', { name: 'Обліковий запис' });
    expect(within(account).getByRole('link', { name: SIGN_IN })).toHaveAttribute('href', '/login');

    await person.click(screen.getByRole('link', { name: 'Курси для дітей' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Курси для дітей' }, PAGE)).toBeVisible();
    const details = await screen.findAllByRole('link', { name: /^Докладніше/ }, PAGE);
    await person.click(details[0]!);

    const form = await screen.findByRole('region', { name: 'Заявка на навчання' }, PAGE);
    const groupPath = router.state.location.pathname;
    expect(groupPath).toMatch(/^\/courses\/kids\/group\/\d+\/general$/);
    expect(screen.queryByRole('navigation', { name: MENU })).toBeNull();
    // Nobody is signed in, so the form starts empty.
    expect(within(form).getByLabelText(/Ім’я/)).toHaveValue('');
    await person.type(within(form).getByLabelText(/Ім’я/), 'Олена Коваль');
    await person.type(within(form).getByLabelText(/Телефон/), '+380 67 123 45 67');
    await person.type(within(form).getByLabelText(/Коментар/), 'Синові 8 років');
    await person.click(within(form).getByRole('button', { name: 'Надіслати заявку' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Дякуємо, заявку надіслано!');

    const groupId = Number(groupPath.split('/')[4]);
    expect(school.stored).toMatchObject([
      { group_id: groupId, name: 'Олена Коваль', phone: '+380 67 123 45 67', comment: 'Синові 8 років' },
    ]);
    // No call asked who is signed in, tried to refresh a session, or was refused.
    expect(school.calls.filter((path) => /cabinet-(user|refresh)$/.test(path))).toEqual([]);
    expect(router.state.location.pathname).toBe(groupPath);

    // The sign-in link comes back to this page once the person has signed in.
    await person.click(screen.getByRole('link', { name: SIGN_IN }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe(groupPath);
    await person.type(await screen.findByLabelText(/^Електронна пошта/, {}, PAGE), 'parent@demo.school');
    await person.click(screen.getByRole('button', { name: 'Продовжити' }));
    await person.type(await screen.findByLabelText(/^Пароль/, {}, PAGE), 'Demo1234');
    await person.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(groupPath), PAGE);
    expect(await screen.findByRole('navigation', { name: MENU }, PAGE)).toBeVisible();
    expect(screen.queryByRole('link', { name: SIGN_IN })).toBeNull();
  });

  it('is sent to sign in from a page that is not public, as before', async () => {
    const router = openCabinet('/student/groups');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), PAGE);
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/student/groups');
  });
});

describe('the catalogue for signed-in accounts', () => {
  async function signIn(email: string) {
    const answer = await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true });
    storeSignIn(answer.token, answer.user.data, true);
    return answer.user.data;
  }

  it('keeps a student’s menu and fills the request with the student’s name, with no sign-in link', async () => {
    const student = await signIn('student@demo.school');
    openCabinet('/courses/kids');
    expect(await screen.findByRole('heading', { level: 1, name: 'Курси для дітей' }, PAGE)).toBeVisible();
    expect(await screen.findByRole('navigation', { name: MENU }, PAGE)).toBeVisible();
    expect(screen.queryByRole('link', { name: SIGN_IN })).toBeNull();
    const details = await screen.findAllByRole('link', { name: /^Докладніше/ }, PAGE);
    await userEvent.click(details[0]!);
    const form = await screen.findByRole('region', { name: 'Заявка на навчання' }, PAGE);
    expect(within(form).getByLabelText(/Ім’я/)).toHaveValue(student.name);
  });

  it('still turns a teacher away to the profile', async () => {
    await signIn('teacher@demo.school');
    const router = openCabinet('/courses/kids');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), PAGE);
    expect(screen.queryByRole('heading', { level: 1, name: 'Курси для дітей' })).toBeNull();
    expect(screen.queryByRole('link', { name: SIGN_IN })).toBeNull();
  });
});
