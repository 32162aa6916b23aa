import { getListCalendarEventsQueryKey } from '@cabinet/api/calendar';
import type { LiveEntity } from '@cabinet/api/live';
import { getListLessonsQueryKey } from '@cabinet/api/lessons';
import { getListSubstitutionsQueryKey } from '@cabinet/api/substitutions';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  handleLiveEvents,
  LIVE_ENTITY_QUERIES,
  type LiveNotification,
  onLiveNotification,
} from './live-events';
import { LiveSocket } from './socket';

/** A WebSocket stand-in the test feeds by hand. */
class FakeSocket extends EventTarget {
  static last: FakeSocket | undefined;
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
  }
  receive(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  send() {}
  close() {}
}

const notification: LiveNotification = {
  id: 41,
  type: 'task_returned',
  params: { task: 'Essay on travel' },
  link: '/student/tasks/7',
  created_at: '2026-11-24T10:00:00+02:00',
  read_at: null,
};

// One query of each kind a screen may hold: the substitution lists (two pages), the calendar,
// a course's lessons, and the notification centre's list and unread count.
const keys = {
  substitutions: getListSubstitutionsQueryKey({ page: 2 }),
  allSubstitutions: getListSubstitutionsQueryKey(),
  calendar: getListCalendarEventsQueryKey({ from: '2026-11-23', to: '2026-11-29' }),
  lessons: getListLessonsQueryKey(3),
  notifications: ['/api/v1/notifications', { page: 1 }] as QueryKey,
  unread: ['/api/v1/notifications/unread-count'] as QueryKey,
  notifiers: ['/api/v1/notifiers'] as QueryKey,
};

let queryClient: QueryClient;
let socket: LiveSocket;
let stop: () => void;
const toast = vi.fn();
const invalidated = () =>
  Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { data: [] });
  socket = new LiveSocket({
    url: 'wss://live.test/ws',
    getToken: () => 'abc',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
  });
  stop = handleLiveEvents(socket, { queryClient, toast });
  socket.connect();
  toast.mockReset();
});
afterEach(() => {
  stop();
  socket.close();
  queryClient.clear();
});

describe('the live events', () => {
  it('map every kind of record the contract names to the queries showing it', () => {
    expect(LIVE_ENTITY_QUERIES).toEqual({
      substitution: [getListSubstitutionsQueryKey(), getListCalendarEventsQueryKey()],
    } satisfies Record<LiveEntity, unknown>);
  });

  it('refresh on a status change only the queries its kind of record touches', async () => {
    FakeSocket.last?.receive({ event: 'status_changed', data: { entity: 'substitution', id: 12 } });
    await vi.waitFor(() => expect(invalidated()).toEqual(['substitutions', 'allSubstitutions', 'calendar']));
  });

  it('ignore an invalid message, refreshing nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    FakeSocket.last?.receive({ event: 'status_changed', data: { entity: 'substitution' } });
    FakeSocket.last?.receive({ event: 'status_changed', data: { entity: 'lesson', id: 12 } });
    FakeSocket.last?.receive({ event: 'notification', data: { text: 'Hi' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(invalidated()).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('show a notice as a toast', () => {
    const notice = { level: 'success', code: 'password_changed', text: 'Your password has been changed.' };
    FakeSocket.last?.receive({ event: 'notification', data: notice });
    expect(toast).toHaveBeenCalledExactlyOnceWith(notice);
    expect(invalidated()).toEqual([]);
  });

  it('hand a new notification to the listeners and refresh the notification centre only', async () => {
    const listener = vi.fn();
    const unsubscribe = onLiveNotification(listener);
    FakeSocket.last?.receive({ event: 'notification_created', data: notification });
    expect(listener).toHaveBeenCalledExactlyOnceWith(notification);
    await vi.waitFor(() => expect(invalidated()).toEqual(['notifications', 'unread']));
    unsubscribe();
    FakeSocket.last?.receive({ event: 'notification_created', data: { ...notification, id: 42 } });
    expect(listener).toHaveBeenCalledOnce();
  });
});
