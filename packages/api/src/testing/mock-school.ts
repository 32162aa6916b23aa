import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { login } from '../generated/account/account';
import type { ErrorCode } from '../generated/model';
// The contract's Error schema, as orval writes it for an error answer (every error answer is it).
import { GetCurrentUser401Response as ErrorAnswer } from '../generated/zod-status/account/account';
import { configureHttp } from '../http/settings';
import { setToken } from '../http/session-storage';
import { DEMO_PASSWORD, users } from '../mock/db';
import { createMockServer } from '../mock/node';
import { resetSchool } from './seeded-school';

/**
 * Where the contract tests call the school: MSW answers any host in Node; jsdom (for the tests that
 * read a file as the browser does) enforces CORS, so there it is the page's own origin.
 */
export const SCHOOL_URL = globalThis.location?.origin ?? 'http://school.test';

/**
 * The contract tests' setup: the node mock server on a freshly seeded school before each test.
 * A test may put its own handlers in front (`server.use`) for that test only.
 */
export function withMockSchool(): SetupServer {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    resetSchool();
    localStorage.clear();
    configureHttp({ baseUrl: SCHOOL_URL, reload: () => undefined });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const silent = { silent: true };

/** Signs in a demo account (or a generated person by id) for the next calls. */
export async function signIn(who: string | number): Promise<void> {
  const email = typeof who === 'number' ? (users.byId(who)?.email ?? '') : who;
  setToken((await login({ email, password: DEMO_PASSWORD, userAgent: 'test' }, silent)).token);
}

/**
 * Expects a call to fail with the contract's Error answer (parsed with the generated zod): the
 * status, the code and, when named, the field at fault.
 */
export async function expectError(
  call: Promise<unknown>,
  status: number,
  code: ErrorCode,
  field?: string,
): Promise<void> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, `expected ${status} ${code}`).toMatchObject({ status, code, data: { error: code } });
  expect(ErrorAnswer.safeParse((error as { data: unknown }).data).success).toBe(true);
  if (field) expect((error as { data: { field?: string } }).data.field).toBe(field);
}
