import {
  getChangePasswordMockHandler,
  getGetCurrentUserMockHandler,
  getLoginMockHandler,
  getLoginWithGoogleMockHandler,
  getLogoutMockHandler,
  getRefreshTokenMockHandler,
  getRegisterMockHandler,
  getRequestCallbackMockHandler,
  getResetPasswordMockHandler,
  getUpdateStudentNameEnMockHandler,
  getUpdateUserDataMockHandler,
} from '../../generated/account/account.msw';
import {
  ChangePasswordBody,
  LoginBody,
  LoginWithGoogleBody,
  RegisterBody,
  RequestCallbackBody,
  ResetPasswordBody,
  UpdateStudentNameEnBody,
  UpdateUserDataBody,
} from '../../generated/zod/account/account';
import { type UserRow, mailbox, publicUser, sessions, users } from '../db';
import { generatePassword } from './generate-password';
import { sendToUser } from '../live';
import { bearerToken, fail, requireUser } from './respond';
import { parseBody } from './request-params';

const signIn = (user: UserRow) => ({ token: sessions.issue(user.id), user: { data: publicUser(user) } });
const done = { message: 'ok' };

/** In the mock, a Google credential is `mock-google:<e-mail>` of a known account. */
export const MOCK_GOOGLE_PREFIX = 'mock-google:';

export const accountHandlers = [
  getLoginMockHandler(async ({ request }) => {
    const body = await parseBody(request, LoginBody);
    const user = users.byEmail(body.email);
    if (!user || user.password !== body.password) {
      fail(401, 'incorrect_password', 'The e-mail or password is incorrect.');
    }
    return signIn(user);
  }),

  getLoginWithGoogleMockHandler(async ({ request }) => {
    const body = await parseBody(request, LoginWithGoogleBody);
    const email = body.token.startsWith(MOCK_GOOGLE_PREFIX)
      ? body.token.slice(MOCK_GOOGLE_PREFIX.length)
      : '';
    const user = users.byEmail(email);
    if (!user) fail(401, 'google_token_invalid', 'The Google sign-in could not be verified.');
    return signIn(user);
  }),

  getLogoutMockHandler(({ request }) => {
    requireUser(request);
    const token = bearerToken(request);
    if (token) sessions.revoke(token);
    return done;
  }),

  getRegisterMockHandler(async ({ request }) => {
    const { email } = await parseBody(request, RegisterBody);
    if (users.byEmail(email)) fail(409, 'user_already_exist', 'A user with this e-mail already exists.');
    const password = generatePassword();
    users.create(email, password);
    mailbox.send({ to: email, subject: 'registration', body: password });
    return done;
  }),

  getResetPasswordMockHandler(async ({ request }) => {
    const { email } = await parseBody(request, ResetPasswordBody);
    // The answer is the same for unknown e-mails, so it tells nobody who has an account.
    if (users.byEmail(email)) {
      mailbox.send({ to: email, subject: 'password_reset', body: generatePassword() });
    }
    return done;
  }),

  getGetCurrentUserMockHandler(({ request }) => ({ data: publicUser(requireUser(request)) })),

  getRequestCallbackMockHandler(async ({ request }) => {
    requireUser(request);
    await parseBody(request, RequestCallbackBody);
    return done;
  }),

  getUpdateUserDataMockHandler(async ({ request }) => {
    const user = requireUser(request);
    const body = await parseBody(request, UpdateUserDataBody);
    Object.assign(user, { name: body.name, nameEn: body.nameEn || null, phone: body.phone });
    users.save();
    return done;
  }),

  getChangePasswordMockHandler(async ({ request }) => {
    const user = requireUser(request);
    user.password = (await parseBody(request, ChangePasswordBody)).password;
    users.save();
    sendToUser(user.id, {
      event: 'notification',
      data: { level: 'success', code: 'password_changed', text: 'Your password has been changed.' },
    });
    return { data: publicUser(user) };
  }),

  getUpdateStudentNameEnMockHandler(async ({ request }) => {
    const user = requireUser(request);
    user.nameEn = (await parseBody(request, UpdateStudentNameEnBody)).name_en;
    users.save();
    return done;
  }),

  getRefreshTokenMockHandler(({ request }) => {
    const token = bearerToken(request);
    const fresh = token ? sessions.refresh(token) : undefined;
    if (!fresh) fail(401, 'unauthenticated', 'The session has ended.');
    return { token: fresh };
  }),
];
