import { getCurrentUser, login } from '@cabinet/api/account';
import { COOKIE_KEYS, STORAGE_KEYS, getToken, storeSignIn } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import type { User } from '@cabinet/api/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, startMockSchool } from '../../../testing/mock-school';
import { LoginAsPage } from './LoginAsPage';

startMockSchool(createMockServer());

/** A cookie of this page, as the partner sites would read it. */
function cookie(name: string): string | undefined {
  const found = document.cookie
    .split('; ')
    .map((pair) => pair.split('='))
    .find(([key]) => key === name);
  return found?.[1] === undefined ? undefined : decodeURIComponent(found[1]);
}

afterEach(() => {
  for (const name of Object.values(COOKIE_KEYS)) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

/** A demo account's token and record, as the school answers a password login; nothing is stored. */
async function tokenOf(email: string): Promise<{ token: string; user: User }> {
  const answer = await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true });
  return { token: answer.token, user: answer.user.data };
}

/** Signs a demo account in on this device as the sign-in form does. */
async function signedInAs(email: string) {
  const session = await tokenOf(email);
  storeSignIn(session.token, session.user, true);
  return session;
}

function WhereAmI() {
  const { pathname } = useLocation();
  return <h1>{`Opened ${pathname}`}</h1>;
}

const openLink = (token: string) =>
  renderRoutes(
    [
      { path: '/login-as', element: <LoginAsPage /> },
      { path: '*', element: <WhereAmI /> },
    ],
    `/login-as?token=${encodeURIComponent(token)}`,
  );

const storedUserEmail = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as User | null)?.email;

describe('/login-as with someone signed in', () => {
  it('says who is signed in and whom the link is for, and switches only when told to', async () => {
    const student = await signedInAs('student@demo.school');
    const teacher = await tokenOf('teacher@demo.school');
    openLink(teacher.token);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вхід за посиланням підтримки' }),
    ).toBeVisible();
    expect(
      screen.getByText(`Зараз ви в кабінеті як ${student.user.name} (student@demo.school).`),
    ).toBeVisible();
    expect(
      screen.getByText(`Це посилання відкриває кабінет як ${teacher.user.name} (teacher@demo.school).`),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: `Залишитися як ${student.user.name}` })).toHaveAttribute(
      'href',
      '/profile',
    );
    // Asking changed nothing yet.
    expect(getToken()).toBe(student.token);
    expect(storedUserEmail()).toBe('student@demo.school');

    await userEvent.click(screen.getByRole('button', { name: `Продовжити як ${teacher.user.name}` }));

    expect(await screen.findByRole('heading', { level: 1, name: /^Opened \// })).toBeVisible();
    expect(getToken()).toBe(teacher.token);
    expect(storedUserEmail()).toBe('teacher@demo.school');
    expect(cookie(COOKIE_KEYS.email)).toBe('teacher@demo.school');
    // The student's name cookie went with the student's session, which the school has ended.
    expect(cookie(COOKIE_KEYS.userName)).toBeUndefined();
    await waitFor(() =>
      expect(getCurrentUser({ silent: true, withToken: student.token })).rejects.toMatchObject({
        status: 401,
      }),
    );
  });

  it('stays with the signed-in user when asked to', async () => {
    const student = await signedInAs('student@demo.school');
    const teacher = await tokenOf('teacher@demo.school');
    openLink(teacher.token);
    await userEvent.click(await screen.findByRole('link', { name: `Залишитися як ${student.user.name}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opened /profile' })).toBeVisible();
    expect(getToken()).toBe(student.token);
    expect(storedUserEmail()).toBe('student@demo.school');
    expect(cookie(COOKIE_KEYS.userName)).toBe(student.user.name);
  });

  it('says a bad token does not sign in and keeps the session', async () => {
    const student = await signedInAs('student@demo.school');
    openLink('mock.not-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `За цим посиланням увійти не вдалося: токен недійсний або застарів. Ви й далі в кабінеті як ${student.user.name} (student@demo.school).`,
    );
    expect(screen.getByRole('link', { name: 'Повернутися до кабінету' })).toHaveAttribute('href', '/profile');
    expect(getToken()).toBe(student.token);
    expect(storedUserEmail()).toBe('student@demo.school');
    expect(cookie(COOKIE_KEYS.email)).toBe('student@demo.school');
    await expect(getCurrentUser({ silent: true })).resolves.toMatchObject({
      data: { email: 'student@demo.school' },
    });
  });
});

describe('/login-as with nobody signed in', () => {
  it('signs the link’s user in at once', async () => {
    const teacher = await tokenOf('teacher@demo.school');
    openLink(teacher.token);
    expect(await screen.findByRole('heading', { level: 1, name: /^Opened \// })).toBeVisible();
    expect(getToken()).toBe(teacher.token);
    expect(storedUserEmail()).toBe('teacher@demo.school');
    expect(cookie(COOKIE_KEYS.email)).toBe('teacher@demo.school');
  });

  it('says a bad token does not sign in and offers the sign-in', async () => {
    openLink('mock.not-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не вдалося увійти за цим посиланням: токен недійсний або застарів.',
    );
    expect(screen.getByRole('link', { name: 'До входу' })).toHaveAttribute('href', '/login');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
