import { login } from '@cabinet/api/account';
import { configureHttp, setToken } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import { getListNotificationsQueryKey, getListNotificationsQueryOptions } from '@cabinet/api/notifications';
import { clock } from '@cabinet/api/time';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockSchool } from '../../testing/mock-school';
import { createQueryClient } from '../query-client';
import { indexedDbStorage } from './cache-storage';
import { restoreConnection, setConnection } from './connection.testing';
import {
  PERSIST_DELAY_MS,
  PERSIST_MAX_AGE_MS,
  cacheKeyOf,
  clearPersistedQueries,
  startQueryPersistence,
} from './query-persistence';
import { forgetKeptQueries, useQueryPersistence } from './use-query-persistence';

const server = startMockSchool(createMockServer());
const buster = 'test-build';
const notificationsKey = getListNotificationsQueryKey();

beforeEach(() => {
  // A fresh, empty IndexedDB for each test.
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(async () => {
  await clearPersistedQueries();
  restoreConnection();
  vi.unstubAllGlobals();
});

/** Signs a demo account in for the next calls and gives its user id. */
async function signIn(email: string): Promise<number> {
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
  const answer = await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true });
  setToken(answer.token);
  return answer.user.data.id;
}

const newClient = () => createQueryClient({ toast: () => undefined, pageErrors: () => 0 });

/** A visit online: the student's notifications are read and kept for `userId`, then the tab closes. */
async function visit(userId: number): Promise<unknown> {
  const client = newClient();
  const stop = startQueryPersistence(client, userId, { buster });
  await stop.ready;
  const answer = await client.fetchQuery(getListNotificationsQueryOptions());
  await stop();
  client.clear();
  return answer;
}

/** A later visit: a new client for `userId`, its kept snapshot read (and, offline, put back). */
async function comeBack(userId: number, options: { buster?: string } = {}): Promise<QueryClient> {
  const client = newClient();
  await startQueryPersistence(client, userId, { buster, ...options }).ready;
  return client;
}

describe('the query cache kept on the device', () => {
  it('brings a visited page’s answers back offline for the same user, and never for another', async () => {
    const olena = await signIn('student@demo.school');
    const answer = await visit(olena);
    expect(answer).toMatchObject({ data: expect.any(Array) });

    setConnection(false);
    expect((await comeBack(olena)).getQueryData(notificationsKey)).toEqual(answer);
    expect((await comeBack(olena + 1)).getQueryData(notificationsKey)).toBeUndefined();
  });

  it('shows nothing kept while online, and puts it back when the connection drops', async () => {
    const olena = await signIn('student@demo.school');
    const answer = await visit(olena);
    const client = await comeBack(olena);
    expect(client.getQueryData(notificationsKey)).toBeUndefined();
    setConnection(false);
    expect(client.getQueryData(notificationsKey)).toEqual(answer);
  });

  it('opens the page offline with what was kept, without asking the school', async () => {
    const olena = await signIn('student@demo.school');
    await visit(olena);
    setConnection(false);
    const asked = vi.fn();
    server.events.on('request:start', asked);
    const client = await comeBack(olena);
    // The client forgot it meanwhile (left unused): the page asks for it again, offline.
    client.clear();
    function Notifications() {
      const { data, fetchStatus } = useQuery(getListNotificationsQueryOptions());
      return (
        <p>
          {data ? `${data.data.length} notifications` : 'loading'} ({fetchStatus})
        </p>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Notifications />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^\d+ notifications \(paused\)$/)).toBeInTheDocument();
    server.events.removeListener('request:start', asked);
    expect(asked).not.toHaveBeenCalled();
  });

  it('keeps only successful GET answers of the API: no failure, no other key, no write', async () => {
    const olena = await signIn('student@demo.school');
    const client = newClient();
    const stop = startQueryPersistence(client, olena, { buster });
    await stop.ready;
    await client.fetchQuery(getListNotificationsQueryOptions());
    await expect(
      client.fetchQuery({
        queryKey: ['/api/v1/cabinet-user'],
        queryFn: () => Promise.reject(new Error('no')),
      }),
    ).rejects.toThrow();
    client.setQueryData(['login-as', 'a-one-time-token'], { token: 'secret' });
    client.setQueryData(['/api/v1/certificates/1/file'], new Blob(['%PDF']));
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('sent') })
      .execute(undefined);
    await stop();
    const kept = (await indexedDbStorage.get(cacheKeyOf(olena))) as { queries: { queryKey: unknown }[] };
    expect(kept.queries.map((query) => query.queryKey)).toEqual([notificationsKey]);
    expect(kept).not.toHaveProperty('mutations');
  });

  it('writes a second after an answer arrives, not at every answer', async () => {
    const olena = await signIn('student@demo.school');
    const client = newClient();
    const stop = startQueryPersistence(client, olena, { buster });
    await stop.ready;
    await client.fetchQuery(getListNotificationsQueryOptions());
    expect(await indexedDbStorage.get(cacheKeyOf(olena))).toBeUndefined();
    await vi.waitFor(async () => expect(await indexedDbStorage.get(cacheKeyOf(olena))).toBeDefined(), {
      timeout: PERSIST_DELAY_MS * 3,
    });
    await stop();
  });

  it('drops what another build kept, and what is older than a week', async () => {
    const olena = await signIn('student@demo.school');
    await visit(olena);
    setConnection(false);
    expect((await comeBack(olena, { buster: 'next-build' })).getQueryData(notificationsKey)).toBeUndefined();

    restoreConnection();
    await visit(olena);
    setConnection(false);
    vi.setSystemTime(clock.nowMs() + PERSIST_MAX_AGE_MS + 60_000);
    expect((await comeBack(olena)).getQueryData(notificationsKey)).toBeUndefined();
  });

  it('is deleted at logout: that user’s only, and nothing is written after', async () => {
    const olena = await signIn('student@demo.school');
    await visit(olena);
    const other = olena + 1;
    await visit(other);

    // Signed in again, the page still reading when the user signs out.
    const client = newClient();
    const stop = startQueryPersistence(client, olena, { buster });
    await stop.ready;
    await client.fetchQuery(getListNotificationsQueryOptions());
    await clearPersistedQueries(olena);
    await new Promise((resolve) => setTimeout(resolve, PERSIST_DELAY_MS * 1.5));
    await stop();

    expect(await indexedDbStorage.get(cacheKeyOf(olena))).toBeUndefined();
    setConnection(false);
    expect((await comeBack(olena)).getQueryData(notificationsKey)).toBeUndefined();
    expect((await comeBack(other)).getQueryData(notificationsKey)).toBeDefined();

    await clearPersistedQueries();
    expect(await indexedDbStorage.keys()).toEqual([]);
  });

  it('is kept while the signed-in layout stands, written when it goes, and forgotten at logout', async () => {
    const olena = await signIn('student@demo.school');
    const client = newClient();
    function Layout() {
      useQueryPersistence(olena);
      const { data } = useQuery(getListNotificationsQueryOptions());
      return <p>{data ? 'loaded' : 'loading'}</p>;
    }
    const page = render(
      <QueryClientProvider client={client}>
        <Layout />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    page.unmount();
    await vi.waitFor(async () => expect(await indexedDbStorage.get(cacheKeyOf(olena))).toBeDefined());

    await forgetKeptQueries(olena);
    expect(await indexedDbStorage.get(cacheKeyOf(olena))).toBeUndefined();
  });
});
