import { STORAGE_KEYS, getToken } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import type { User } from '@cabinet/api/model';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { renderRoutes, startMockSchool } from '../../../testing/mock-school';
import { LoginGooglePage } from '../pages/LoginGooglePage';
import { GoogleIdentityButton } from './GoogleIdentityButton';
import { GOOGLE_IDENTITY_SCRIPT } from './google-identity';
import { fakeGoogleScript } from './fake-google-script';

startMockSchool(createMockServer());
const google = fakeGoogleScript();

const CLIENT_ID = 'cabinet.apps.googleusercontent.com';
const UNAVAILABLE_UK = 'Вхід через Google зараз недоступний. Увійдіть за електронною поштою.';
const UNAVAILABLE_EN = 'Google sign-in is not available now. Sign in with your e-mail.';

/** Google sign-in buttons, as many as asked, each with its own handler (in strict mode: effects twice). */
const buttons = (count: number, onCredential = vi.fn()) =>
  render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {Array.from({ length: count }, (_, index) => (
          <GoogleIdentityButton key={index} clientId={CLIENT_ID} onCredential={onCredential} />
        ))}
      </I18nextProvider>
    </StrictMode>,
  );

const googleButtons = () => screen.findAllByRole('button', { name: 'Sign in with Google' });
const tagsInPage = () => document.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`).length;

function WhereAmI() {
  return <h1>{`Opened ${useLocation().pathname}`}</h1>;
}

/** The Google sign-in page on Google's own path (not the mock school's chooser). */
const openGooglePage = () =>
  renderRoutes(
    [
      { path: '/login-google', element: <LoginGooglePage mock={false} clientId={CLIENT_ID} /> },
      { path: '*', element: <WhereAmI /> },
    ],
    '/login-google',
  );

describe("Google sign-in's script", () => {
  it('is added once however many buttons mount and unmount, before and after it loads', async () => {
    buttons(3).unmount(); // gone before the script has loaded
    const second = buttons(2);
    expect(await googleButtons()).toHaveLength(2);
    second.unmount();
    buttons(1);
    expect(await googleButtons()).toHaveLength(1);
    expect(google.added).toBe(1);
    expect(tagsInPage()).toBe(1);
    expect(google.id.initialize).toHaveBeenLastCalledWith(expect.objectContaining({ client_id: CLIENT_ID }));
  });

  it("draws Google's button in the page's language, and the credential Google gives signs in", async () => {
    const router = openGooglePage();
    expect(await googleButtons()).toHaveLength(1);
    expect(google.id.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLDivElement),
      expect.objectContaining({ locale: 'uk' }),
    );
    // The mock school accepts a credential of this shape for its demo accounts.
    act(() => google.callback?.({ credential: 'mock-google:student@demo.school' }));
    expect(await screen.findByRole('heading', { name: /^Opened / })).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/login-google');
    expect(getToken()).toBeTruthy();
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as User | null;
    expect(user?.email).toBe('student@demo.school');
  });

  it("says in the page's language that a credential the school refuses did not sign in, never the server's words", async () => {
    const router = openGooglePage();
    expect(await googleButtons()).toHaveLength(1);
    act(() => google.callback?.({ credential: 'not-a-credential-the-school-knows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося увійти через Google.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login-google');
    expect(getToken()).toBeNull();
  });

  it('that fails to load shows the translated error once, and a later visit tries again', async () => {
    google.outcome = 'fails';
    const page = openGooglePage();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE_UK);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(tagsInPage()).toBe(0); // the failed tag is gone
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_EN);
    await act(() => page.navigate('/somewhere-else'));

    google.outcome = 'loads';
    await act(() => page.navigate('/login-google'));
    expect(await googleButtons()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(google.added).toBe(2);
    expect(tagsInPage()).toBe(1);
  });
});
