import { login } from '@cabinet/api/account';
import { configureHttp, setToken } from '@cabinet/api/http';
import { createMockServer } from '@cabinet/api/mock/node';
import { NORMAL_SCENARIO, applyScenario } from '@cabinet/api/mock/scenarios';
import { getListNotificationsQueryOptions, readAllNotifications } from '@cabinet/api/notifications';
import { QueryClientProvider, onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { startMockSchool } from '../../testing/mock-school';
import { createQueryClient } from '../query-client';
import { restoreConnection } from './connection.testing';
import { OfflineNotice } from './OfflineNotice';
import { clearPersistedQueries, startQueryPersistence } from './query-persistence';
import { followSchoolReachability } from './reachability';

startMockSchool(createMockServer());
const buster = 'test-build';
/** Checks of the school a test waits for: quick ones. */
const delays = [20];

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(async () => {
  applyScenario(NORMAL_SCENARIO);
  await clearPersistedQueries();
  restoreConnection();
  vi.unstubAllGlobals();
});

async function signIn(email: string): Promise<number> {
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
  const answer = await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true });
  setToken(answer.token);
  return answer.user.data.id;
}

const newClient = () => createQueryClient({ toast: () => undefined, pageErrors: () => 0 });

function Notifications() {
  const { data, isError } = useQuery(getListNotificationsQueryOptions());
  if (isError) return <p>failed</p>;
  return <p>{data ? `${data.data.length} notifications` : 'loading'}</p>;
}

function renderPage(client: ReturnType<typeof newClient>, children = <Notifications />) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <OfflineNotice />
        {children}
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('a connection that reaches nothing while the browser says online', () => {
  it('counts as offline: the page opens with what was kept and says so, then follows the school back', async () => {
    await i18n.changeLanguage('en');
    const olena = await signIn('student@demo.school');
    // A visit online keeps the notifications on the device.
    const before = newClient();
    const kept = startQueryPersistence(before, olena, { buster });
    await kept.ready;
    await before.fetchQuery(getListNotificationsQueryOptions());
    await kept();

    // The page is opened again; the connection drops, though the browser still says online.
    applyScenario({ offline: true });
    const client = newClient();
    const stop = startQueryPersistence(client, olena, { buster });
    await stop.ready;
    const reachability = followSchoolReachability(client, { delays });
    renderPage(client);
    expect(await screen.findByText(/^\d+ notifications$/)).toBeInTheDocument();
    expect(screen.getByText(/^Offline — showing what was loaded at/)).toBeInTheDocument();
    expect(onlineManager.isOnline()).toBe(false);
    expect(screen.queryByText('failed')).not.toBeInTheDocument();

    // The school answers again: the notice goes and the page asks it afresh.
    applyScenario({ offline: false });
    await waitFor(() => expect(onlineManager.isOnline()).toBe(true));
    expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument();
    reachability.stop();
    await stop();
  });

  it('is ended by the first write that gets an answer, and a failed write says it failed', async () => {
    await signIn('student@demo.school');
    const client = newClient();
    // Checks that never end on their own: only the write can bring the connection back here.
    const reachability = followSchoolReachability(client, { delays: [60_000] });
    function Page() {
      const query = useQuery(getListNotificationsQueryOptions());
      const write = useMutation({ mutationFn: () => readAllNotifications({ silent: true }) });
      return (
        <>
          <p>{query.data ? 'loaded' : 'waiting'}</p>
          <button type="button" onClick={() => write.mutate()}>
            Save
          </button>
          {write.isError ? <p>not saved</p> : null}
          {write.isSuccess ? <p>saved</p> : null}
        </>
      );
    }
    applyScenario({ offline: true });
    renderPage(client, <Page />);
    await waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    expect(screen.getByText('waiting')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('not saved')).toBeInTheDocument();

    applyScenario({ offline: false });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('saved')).toBeInTheDocument();
    await waitFor(() => expect(onlineManager.isOnline()).toBe(true));
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    reachability.stop();
  });

  it('leaves a call the school refused alone: a 500 is not offline', async () => {
    await signIn('student@demo.school');
    applyScenario({ errorRate: 1 });
    const client = newClient();
    const reachability = followSchoolReachability(client, { delays });
    renderPage(client);
    expect(await screen.findByText('failed', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(onlineManager.isOnline()).toBe(true);
    reachability.stop();
  });
});
