import { createMockServer } from '@cabinet/api/mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes, startMockSchool } from '../../../testing/mock-school';
import { LoginGooglePage } from './LoginGooglePage';
import { LoginPage } from './LoginPage';

const server = startMockSchool(createMockServer());

/**
 * Holds the school's answer to a call until the test lets it go; then the mock school answers as
 * usual (a handler that answers nothing hands the call on).
 */
function holdCall(path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(http.post(`*/api/v1/${path}`, async () => void (await released), { once: true }));
  return release;
}

function WhereAmI() {
  return <h1>{`Opened ${useLocation().pathname}`}</h1>;
}

const openSignIn = () =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/login-google', element: <LoginGooglePage /> },
      { path: '*', element: <WhereAmI /> },
    ],
    '/login',
  );

/** A button shows it is busy: it cannot be pressed again and a progress indicator spins in it. */
const expectBusy = (button: HTMLElement) => {
  expect(button).toBeDisabled();
  expect(within(button).getByRole('progressbar')).toBeInTheDocument();
};

describe('the sign-in form while its calls run', () => {
  it('shows it is busy during the registration call and during the password sign-in', async () => {
    const user = userEvent.setup();
    openSignIn();
    const registering = holdCall('cabinet-register');
    await user.type(screen.getByLabelText(/Електронна пошта/), 'student@demo.school');
    await user.click(screen.getByRole('button', { name: 'Продовжити' }));
    expectBusy(screen.getByRole('button', { name: 'Продовжити' }));
    registering();

    const password = await screen.findByLabelText(/Пароль/);
    const signingIn = holdCall('cabinet-auth');
    await user.type(password, 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expectBusy(screen.getByRole('button', { name: 'Увійти' }));
    signingIn();
    expect(await screen.findByRole('heading', { name: 'Opened /profile' })).toBeInTheDocument();
  });

  it('shows it is busy while a password reset is asked for', async () => {
    const user = userEvent.setup();
    openSignIn();
    await user.type(screen.getByLabelText(/Електронна пошта/), 'student@demo.school');
    await user.click(screen.getByRole('button', { name: 'Продовжити' }));
    const resetting = holdCall('cabinet-reset-password');
    await user.click(await screen.findByRole('button', { name: 'Забули пароль?' }));
    // The request goes out as the reset opens.
    await waitFor(() => expectBusy(screen.getByRole('button', { name: 'Надіслати ще раз' })));
    resetting();
    expect(
      await screen.findByText('Ми надіслали посилання для зміни пароля на student@demo.school.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeEnabled();
  });

  it('shows it is busy while the Google sign-in is checked', async () => {
    const user = userEvent.setup();
    openSignIn();
    await user.click(screen.getByRole('link', { name: 'Увійти через Google' }));
    const accounts = await screen.findByRole('list', { name: 'Оберіть обліковий запис Google' });
    const checking = holdCall('cabinet-google-auth');
    const [first] = within(accounts).getAllByRole('button');
    await user.click(first!);
    expect(screen.getByRole('progressbar', { name: 'Входимо через Google…' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-disabled', 'true');
    checking();
    expect(
      await screen.findByRole('heading', { name: /^Opened \/(profile|teacher\/calendar)$/ }),
    ).toBeInTheDocument();
  });
});

describe('the password’s error', () => {
  it('clears when the password field gets focus', async () => {
    const user = userEvent.setup();
    openSignIn();
    await user.type(screen.getByLabelText(/Електронна пошта/), 'student@demo.school');
    await user.click(screen.getByRole('button', { name: 'Продовжити' }));
    const password = await screen.findByLabelText(/Пароль/);

    // Nothing typed: the required message; back in the field by keyboard, it clears.
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Введіть пароль')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.tab({ shift: true });
    expect(password).toHaveFocus();
    expect(screen.queryByText('Введіть пароль')).toBeNull();
    expect(password).toHaveAttribute('aria-invalid', 'false');

    // A wrong password: the school's refusal; a click into the field clears it.
    await user.type(password, 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Неправильна пошта або пароль')).toBeInTheDocument();
    await user.click(password);
    expect(screen.queryByText('Неправильна пошта або пароль')).toBeNull();
  });
});

describe('an e-mail the school refuses as no address', () => {
  it('is told under the field in the form’s own words, and clears on focus', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/v1/cabinet-register', () =>
        HttpResponse.json(
          { error: 'email_invalid', message: 'Please enter a valid e-mail.', field: 'email' },
          { status: 422 },
        ),
      ),
    );
    openSignIn();
    const email = screen.getByLabelText(/Електронна пошта/);
    await user.type(email, 'olena@mail.example');
    await user.click(screen.getByRole('button', { name: 'Продовжити' }));
    expect(await screen.findByText('Введіть коректну електронну пошту')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('olena@mail.example');
    await user.click(email);
    expect(screen.queryByText('Введіть коректну електронну пошту')).toBeNull();
  });
});
