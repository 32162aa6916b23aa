import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_POLL_MS, LiveSocket, RECONNECT_DELAY_MS } from './socket';

/** A WebSocket stand-in the test opens, feeds and closes by hand. */
class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

const notice = { level: 'success', code: 'password_changed', text: 'Hi' } as const;

let token: string | null = 'abc';
const createSocket = () =>
  new LiveSocket({
    url: 'wss://live.test/ws',
    getToken: () => token,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
  });

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  token = 'abc';
});
afterEach(() => vi.useRealTimers());

describe('the live socket', () => {
  it('connects with the token as a query parameter', () => {
    createSocket().connect();
    expect(FakeSocket.instances[0]?.url).toBe('wss://live.test/ws?token=abc');
  });

  it('delivers JSON messages to the listeners of their event only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const socket = createSocket();
    const seen = vi.fn();
    const other = vi.fn();
    socket.on('notification', seen);
    socket.on('status_changed', other);
    socket.connect();
    FakeSocket.instances[0]?.receive(JSON.stringify({ event: 'notification', data: notice }));
    FakeSocket.instances[0]?.receive('not json');
    expect(seen).toHaveBeenCalledWith(notice);
    expect(other).not.toHaveBeenCalled();
  });

  it('ignores a message that breaks the contract or names an unknown event, and reports it in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const socket = createSocket();
    const seen = vi.fn();
    socket.on('notification', seen);
    socket.on('status_changed', seen);
    socket.on('notification_created', seen);
    socket.connect();
    const invalid = [
      { event: 'notification', data: { text: 'Hi' } },
      { event: 'notification', data: { ...notice, level: 'loud' } },
      { event: 'status_changed', data: { entity: 'substitution', id: '12' } },
      { event: 'status_changed', data: { entity: 'spaceship', id: 12 } },
      { event: 'notification_created', data: { id: 1, type: 'task_returned' } },
      { event: 'unknown', data: notice },
      { data: notice },
    ];
    for (const message of invalid) FakeSocket.instances[0]?.receive(JSON.stringify(message));
    expect(seen).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(invalid.length);
    FakeSocket.instances[0]?.receive(
      JSON.stringify({ event: 'status_changed', data: { entity: 'substitution', id: 12 } }),
    );
    expect(seen).toHaveBeenCalledExactlyOnceWith({ entity: 'substitution', id: 12 });
    warn.mockRestore();
  });

  it('makes a send wait for the connection, checking every 100 ms', async () => {
    const socket = createSocket();
    socket.connect();
    const sent = socket.send('ping', 1);
    await vi.advanceTimersByTimeAsync(CONNECTION_POLL_MS * 3);
    expect(FakeSocket.instances[0]?.sent).toEqual([]);
    FakeSocket.instances[0]?.open();
    await vi.advanceTimersByTimeAsync(CONNECTION_POLL_MS);
    await sent;
    expect(FakeSocket.instances[0]?.sent).toEqual([JSON.stringify({ event: 'ping', data: 1 })]);
  });

  it('reconnects 1 s after a close while a token exists, and not without one', async () => {
    createSocket().connect();
    FakeSocket.instances[0]?.close();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    token = null;
    FakeSocket.instances[1]?.close();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 3);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stops reconnecting once closed at logout', async () => {
    const socket = createSocket();
    socket.connect();
    socket.close();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * 3);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
