import { describe, expect, it } from 'vitest';
import { login, logout } from '../../generated/account/account';
import { apiCall } from '../../http/mutator';
import { DEMO_PASSWORD, sessions, users } from '../db';
import { TOKEN_LIFETIME_MS } from '../db/sessions';
import { nowMs } from '../../time/clock';
import { ACCESS_ROWS } from './access-matrix-rows';
import { type ContractOperation, addressOf, contractOperations } from '../../testing/contract-operations';
import { expectError, silent, withMockSchool } from '../../testing/mock-school';

/**
 * The operations anyone may call without a token, each with its reason. The contract marks them
 * (`security: []`); a public operation missing here, or listed here but no longer public, fails.
 */
const PUBLIC: Record<string, string> = {
  login: 'signing in is how a token is got',
  loginWithGoogle: 'signing in with Google is how a token is got',
  register: 'a new person has no account yet',
  resetPassword: 'a person who forgot the password cannot sign in',
  listCatalogueGroups: 'the course catalogue is shown before anyone signs in',
  getCatalogueGroup: 'a catalogue group is shown before anyone signs in',
  listCataloguePrograms: 'the catalogue’s programs are shown before anyone signs in',
  getCatalogueFilters: 'the catalogue’s filters are shown before anyone signs in',
  createRegistrationRequest: 'a visitor asks to join a catalogue group before having an account',
  getCalendarFeedFile: 'a calendar app reads the feed by its secret address, without a session',
};

/** Operations that take an expired token, with the reason. */
const TAKES_EXPIRED: Record<string, string> = {
  refreshToken: 'it swaps an expired token for a fresh one (the contract’s security section)',
};

/** The operations that end the token they are called with when they take it: they are called last. */
const ENDS_TOKEN = ['refreshToken', 'logout'];

const operations = contractOperations();
const secured = operations
  .filter((operation) => operation.secured)
  .sort((a, b) => ENDS_TOKEN.indexOf(a.operationId) - ENDS_TOKEN.indexOf(b.operationId));
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const describeOperation = ({ method, path, operationId }: ContractOperation) =>
  `${method} ${path} (${operationId})`;

/** Calls an operation with a token (none: the stored one, and none is stored) as any client would. */
const call = (operation: ContractOperation, token?: string) =>
  apiCall({
    url: addressOf(operation),
    method: operation.method,
    ...(WITH_BODY.has(operation.method) ? { data: {} } : {}),
    ...silent,
    ...(token === undefined ? {} : { withToken: token }),
  });

/** Every operation of `list` that did not answer 401 `unauthenticated` to the token, and what it did. */
async function notRefused(list: ContractOperation[], token?: string): Promise<string[]> {
  const failures: string[] = [];
  for (const operation of list) {
    await expectError(call(operation, token), 401, 'unauthenticated').catch((error: Error) =>
      failures.push(`${describeOperation(operation)}: ${error.message.split('\n')[0]}`),
    );
  }
  return failures;
}

const tokenOf = async (email: string) =>
  (await login({ email, password: DEMO_PASSWORD, userAgent: 'test' }, silent)).token;

/**
 * The demo accounts the refusals are tried with: one space each, and the director of studies, who
 * is a teacher too (so a plain teacher is who shows that the director's calls are refused).
 */
const ACCOUNTS = [
  'student',
  'parent',
  'corp.student',
  'hr',
  'trainee',
  'teacher',
  'dos',
  'tutor',
  'corp.teacher',
  'pretest',
  'visitor',
].map((name) => `${name}@demo.school`);

/** The statuses an operation may refuse with: 403, or 404, as far as the contract documents them. */
const refusalsOf = (operation: ContractOperation) =>
  [403, 404].filter((status) => operation.statuses.includes(status));

describe('the access matrix: every operation of the contract', () => {
  withMockSchool();

  it('is read from the contract: public ones are listed with their reason, the rest need a token', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    const publicOnes = operations.filter((operation) => !operation.secured).map((o) => o.operationId);
    expect(publicOnes.sort()).toEqual(Object.keys(PUBLIC).sort());
    expect(Object.keys(TAKES_EXPIRED).every((id) => secured.some((o) => o.operationId === id))).toBe(true);
  });

  it('public ones answer without a token', async () => {
    for (const operation of operations.filter((o) => !o.secured)) {
      const status = await call(operation).then(
        () => 200,
        (error: { status: number }) => error.status,
      );
      expect(status, describeOperation(operation)).not.toBe(401);
    }
  });

  it('has one row of access rules for each operation that needs a token', () => {
    const ids = secured.map((operation) => operation.operationId);
    expect(
      ids.filter((id) => !(id in ACCESS_ROWS)),
      'operations without a row',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS_ROWS).filter((id) => !ids.includes(id)),
      'rows of no such operation',
    ).toEqual([]);
    for (const [id, row] of Object.entries(ACCESS_ROWS)) {
      if ('anySignedIn' in row) expect(row.anySignedIn, id).not.toBe('');
      else expect(row.length, id).toBeGreaterThan(0);
    }
  });

  it('refuses every account whose spaces may not make the call, as the contract documents', async () => {
    const accounts = [];
    for (const email of ACCOUNTS)
      accounts.push({ email, spaces: users.byEmail(email)!.spaces, token: await tokenOf(email) });
    const failures: string[] = [];
    for (const operation of secured) {
      const row = ACCESS_ROWS[operation.operationId];
      if (!row || 'anySignedIn' in row) continue;
      const refusals = refusalsOf(operation);
      for (const { email, spaces, token } of accounts) {
        if (spaces.some((space) => row.includes(space))) continue;
        const status = await call(operation, token).then(
          () => 200,
          (error: { status: number }) => error.status,
        );
        if (!refusals.includes(status))
          failures.push(`${describeOperation(operation)} as ${email}: ${status}, documented [${refusals}]`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect(await notRefused(secured)).toEqual([]);
  });

  it('answers 401 to a forged token: random, of the old readable shape, or an issued one altered', async () => {
    const issued = await tokenOf('dos@demo.school');
    const dos = users.byEmail('dos@demo.school')!.id;
    const forged = [
      'A'.repeat(43),
      `mock.${dos}.${nowMs() + TOKEN_LIFETIME_MS}.abcdefgh`,
      `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const token of forged) expect(await notRefused(secured, token), token).toEqual([]);
  });

  it('answers 401 to an expired token (the refresh takes it, once)', async () => {
    const expired = await tokenOf('dos@demo.school');
    sessions.expire(expired);
    expect(
      await notRefused(
        secured.filter((o) => !(o.operationId in TAKES_EXPIRED)),
        expired,
      ),
    ).toEqual([]);
  });

  it('answers 401 to a token ended at logout', async () => {
    const ended = await tokenOf('dos@demo.school');
    await logout({ ...silent, withToken: ended });
    expect(await notRefused(secured, ended)).toEqual([]);
  });
});
