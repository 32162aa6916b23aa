import { ws } from 'msw/ws';
import { sessions } from './db';

/** The mock school's live socket host; the cabinet connects here in mock mode. */
export const MOCK_LIVE_URL = 'wss://live.school.mock/ws';

export type LiveMessage =
  | {
      event: 'notification';
      data: { level: 'info' | 'success' | 'warning' | 'error'; code: string; text: string };
    }
  | { event: 'status_changed'; data: { entity: string; id: number } };

const live = ws.link(MOCK_LIVE_URL);
type Client = Parameters<Parameters<typeof live.addEventListener<'connection'>>[1]>[0]['client'];
const clientsByUser = new Map<number, Set<Client>>();

/** Accepts connections whose `token` query parameter is a live session, as the real socket would. */
export const liveHandlers = [
  live.addEventListener('connection', ({ client }) => {
    const token = client.url.searchParams.get('token') ?? '';
    const userId = sessions.userOf(token);
    if (userId === undefined) {
      client.close(4401, 'Unauthenticated');
      return;
    }
    const own = clientsByUser.get(userId) ?? new Set<Client>();
    own.add(client);
    clientsByUser.set(userId, own);
    client.addEventListener('close', () => own.delete(client));
  }),
];

/** Sends a message to every open socket of one user. */
export function sendToUser(userId: number, message: LiveMessage): void {
  clientsByUser.get(userId)?.forEach((client) => client.send(JSON.stringify(message)));
}
