import { afterAll, beforeAll } from 'vitest';
import { configureHttp } from '../../http/settings';
import { SCHOOL_URL, signIn } from '../../testing/mock-school';
import { resetDb } from '../db';
import { createMockServer } from '../node';

/**
 * A bench file's school: ten times the demo's (`MOCK_SCALE=10`, 2,400 employees), answering on the
 * network layer, with `email` signed in; put back as it was after the file. `ready` runs once the
 * user is signed in (to gather what the bench works on).
 */
export function onScaledSchool(email: string, ready?: () => Promise<void>): void {
  const server = createMockServer();
  beforeAll(async () => {
    process.env.MOCK_SCALE = '10';
    server.listen({ onUnhandledFrame: 'error' });
    resetDb();
    configureHttp({ baseUrl: SCHOOL_URL, reload: () => undefined });
    await signIn(email);
    await ready?.();
  });
  afterAll(() => {
    server.close();
    delete process.env.MOCK_SCALE;
    resetDb();
  });
}
