import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../generated/account/account';
import * as schemas from '../../generated/zod/account/account';
import { configureHttp } from '../../http/settings';
import { getToken, setToken } from '../../http/session-storage';
import { DEMO_PASSWORD, mailbox, resetDb, sessions, users } from '../db';
import { createMockServer } from '../node';
import { MOCK_GOOGLE_PREFIX } from './account';
import { SCHOOL_URL } from '../../testing/mock-school';

const server = createMockServer();
const silent = { silent: true };
const signIn = async (email = 'student@demo.school') => {
  const answer = await account.login({ email, password: DEMO_PASSWORD, userAgent: 'test' }, silent);
  setToken(answer.token);
  return answer;
};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetDb();
  localStorage.clear();
  configureHttp({ baseUrl: SCHOOL_URL, reload: () => undefined });
});
afterAll(() => server.close());

describe('the mock school answers the account calls as the contract says', () => {
  it('login: a demo account gets a token and its user record', async () => {
    const answer = await signIn('dos@demo.school');
    expect(schemas.LoginResponse.parse(answer).user.data.spaces).toEqual(['teacher', 'dos']);
  });

  it('login: a wrong password is incorrect_password (401)', async () => {
    const call = account.login(
      { email: 'student@demo.school', password: 'Wrong1234', userAgent: 't' },
      silent,
    );
    await expect(call).rejects.toMatchObject({ status: 401, code: 'incorrect_password' });
  });

  it('login: a malformed payload is validation_failed (422), an e-mail that is no address email_invalid', async () => {
    const call = account.login({ email: 'student@demo.school', userAgent: 't' } as never, silent);
    await expect(call).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
    const badEmail = account.login({ email: 'not-an-email', password: 'x', userAgent: 't' }, silent);
    await expect(badEmail).rejects.toMatchObject({
      status: 422,
      code: 'email_invalid',
      data: { field: 'email' },
    });
    await expect(account.register({ email: 'olena@' }, silent)).rejects.toMatchObject({
      status: 422,
      code: 'email_invalid',
    });
    await expect(account.resetPassword({ email: 'olena@demo' }, silent)).rejects.toMatchObject({
      status: 422,
      code: 'email_invalid',
    });
  });

  it('google login: a mock credential of a known account signs in, another is refused', async () => {
    const answer = await account.loginWithGoogle({
      token: `${MOCK_GOOGLE_PREFIX}teacher@demo.school`,
      userAgent: 't',
    });
    expect(schemas.LoginWithGoogleResponse.parse(answer).user.data.email).toBe('teacher@demo.school');
    await expect(account.loginWithGoogle({ token: 'forged', userAgent: 't' }, silent)).rejects.toMatchObject({
      code: 'google_token_invalid',
    });
  });

  it('register: a new e-mail is registered and its password "sent"; a known one is user_already_exist', async () => {
    schemas.RegisterResponse.parse(await account.register({ email: 'new@demo.school' }));
    const mail = mailbox.messages.find((m) => m.to === 'new@demo.school');
    expect(mail?.subject).toBe('registration');
    const answer = await account.login({
      email: 'new@demo.school',
      password: mail?.body ?? '',
      userAgent: 't',
    });
    expect(answer.user.data.spaces).toEqual(['no_space']);
    await expect(account.register({ email: 'NEW@demo.school' }, silent)).rejects.toMatchObject({
      status: 409,
      code: 'user_already_exist',
    });
  });

  it('reset password: answers the same for known and unknown e-mails, mails only the known', async () => {
    schemas.ResetPasswordResponse.parse(await account.resetPassword({ email: 'student@demo.school' }));
    schemas.ResetPasswordResponse.parse(await account.resetPassword({ email: 'nobody@demo.school' }));
    expect(mailbox.messages.map((m) => m.to)).toEqual(['student@demo.school']);
  });

  it('current user: needs a token, then reads the record in the data envelope', async () => {
    await expect(account.getCurrentUser(silent)).rejects.toMatchObject({ status: 401 });
    await signIn();
    expect(schemas.GetCurrentUserResponse.parse(await account.getCurrentUser()).data.email).toBe(
      'student@demo.school',
    );
  });

  it('profile update, English name, callback and password change keep what the user did', async () => {
    await signIn();
    schemas.UpdateUserDataResponse.parse(
      await account.updateUserData({ name: 'Олена К.', nameEn: 'Olena K.', phone: '+380 50 111 22 33' }),
    );
    schemas.UpdateStudentNameEnResponse.parse(await account.updateStudentNameEn({ name_en: 'Olena Koval' }));
    schemas.RequestCallbackResponse.parse(
      await account.requestCallback({ callbackType: 'support', phone: '+380501112233' }),
    );
    const changed = schemas.ChangePasswordResponse.parse(
      await account.changePassword({ password: 'NewPass123' }),
    );
    expect(changed.data).toMatchObject({
      name: 'Олена К.',
      nameEn: 'Olena Koval',
      phone: '+380 50 111 22 33',
    });
    await expect(account.changePassword({ password: 'weak' }, silent)).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(
      account.login({ email: 'student@demo.school', password: 'NewPass123', userAgent: 't' }),
    ).resolves.toBeTruthy();
  });

  it('refresh: an expired token is swapped once and the call repeated; logout ends the token', async () => {
    const { token } = await signIn();
    sessions.expire(token);
    expect(schemas.GetCurrentUserResponse.parse(await account.getCurrentUser()).data.email).toBe(
      'student@demo.school',
    );
    expect(getToken()).not.toBe(token);
    setToken(schemas.RefreshTokenResponse.parse(await account.refreshToken()).token);
    schemas.LogoutResponse.parse(await account.logout());
    await expect(account.getCurrentUser(silent)).rejects.toMatchObject({ status: 401 });
  });
});

describe('the demo school', () => {
  it('gives the parent two children who are students', () => {
    const parent = users.byEmail('parent@demo.school');
    const children = parent ? users.childrenOf(parent.id) : [];
    expect(children.map((child) => child.name)).toEqual(['Максим Мельник', 'Софія Мельник']);
    expect(children.every((child) => child.spaces.includes('student'))).toBe(true);
  });
});
