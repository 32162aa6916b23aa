import { ws } from 'msw/ws';
import type { z } from 'zod';
import { LiveMessage as LiveMessageSchema } from '../generated/live';
import { sessions } from './db';

/** The mock school's live socket host; the cabinet connects here in mock mode. */
export const MOCK_LIVE_URL = 'wss://live.school.mock/ws';

/** Any message of the live socket, as the contract (asyncapi/live.yaml) describes it. */
export type LiveMessage = z.input<typeof LiveMessageSchema>;

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

/** Only a production build of the mock school lets a message that breaks the contract pass quietly. */
const strict = (import.meta.env as ImportMetaEnv | undefined)?.PROD !== true;

/**
 * Sends a message to every open socket of one user. The message is checked against the contract
 * first: one that breaks it throws in development and tests, and is dropped (and reported) in a
 * production build of the mock school.
 */
export function sendToUser(userId: number, message: LiveMessage): void {
  const checked = LiveMessageSchema.safeParse(message);
  if (!checked.success) {
    const problem = `The mock school's live ${String((message as { event?: unknown }).event)} message breaks the contract: ${checked.error.message}`;
    if (strict) throw new Error(problem);
    console.error(problem);
    return;
  }
  clientsByUser.get(userId)?.forEach((client) => client.send(JSON.stringify(message)));
}
