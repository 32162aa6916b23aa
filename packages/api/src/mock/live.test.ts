import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './db';
import { type LiveMessage, liveHandlers, MOCK_LIVE_URL, sendToUser } from './live';

const server = setupServer(...liveHandlers);
beforeAll(() => server.listen());
afterAll(() => server.close());

/** Opens the mock socket as the cabinet does, and records what it receives and how it closes. */
function open(token: string) {
  const socket = new WebSocket(`${MOCK_LIVE_URL}?token=${encodeURIComponent(token)}`);
  const received: unknown[] = [];
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  );
  socket.addEventListener('message', (event: MessageEvent<string>) => received.push(JSON.parse(event.data)));
  return { socket, received, closed };
}

/** Opens the mock socket and waits until it is open. */
async function connect(token: string) {
  const opened = open(token);
  await new Promise((resolve) => opened.socket.addEventListener('open', resolve));
  return opened;
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the mock school's live socket", () => {
  it('sends a valid message to the sockets of its user only', async () => {
    const mine = await connect(sessions.issue(7));
    const theirs = await connect(sessions.issue(8));
    const message: LiveMessage = { event: 'status_changed', data: { entity: 'substitution', id: 3 } };
    sendToUser(7, message);
    await nextTick();
    expect(mine.received).toEqual([message]);
    expect(theirs.received).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it('closes with 4401 a connection whose token is no live session', async () => {
    const { closed } = open('forged');
    expect(await closed).toBe(4401);
  });

  it('throws on a message that breaks the contract, and sends nothing', async () => {
    const { socket, received } = await connect(sessions.issue(7));
    const broken = [
      { event: 'status_changed', data: { entity: 'lesson', id: 3 } },
      { event: 'status_changed', data: { entity: 'substitution', id: 0 } },
      { event: 'notification', data: { level: 'loud', code: 'x', text: 'x' } },
      { event: 'notification_created', data: { id: 1, type: 'task_returned' } },
      { event: 'something_else', data: {} },
    ];
    for (const message of broken)
      expect(() => sendToUser(7, message as LiveMessage)).toThrow(/breaks the contract/);
    sendToUser(7, {
      event: 'notification_created',
      data: {
        id: 1,
        type: 'task_returned',
        params: { task: 'Essay' },
        link: '/student/tasks/7',
        created_at: '2026-11-24T10:00:00+02:00',
        read_at: null,
      },
    });
    await nextTick();
    expect(received).toHaveLength(1);
    socket.close();
  });
});
