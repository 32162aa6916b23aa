import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestHandler, getResponse } from 'msw';
import { handlers } from '../handlers';
import { corsHeaders } from './cors';

export type MockHttpServer = {
  /** Where the school answers, e.g. `http://127.0.0.1:4010`. */
  url: string;
  close: () => Promise<void>;
};

// The live socket is not served over HTTP: only the request handlers answer here.
const httpHandlers: RequestHandler[] = handlers.filter((handler) => handler instanceof RequestHandler);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The Node request as a Fetch `Request`, the form MSW's handlers read. */
async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
    headers.append(incoming.rawHeaders[i] as string, incoming.rawHeaders[i + 1] as string);
  }
  const method = incoming.method ?? 'GET';
  const chunks: Buffer[] = [];
  if (method !== 'GET' && method !== 'HEAD') for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
}

/** MSW's answer to a call: the same handlers and tables as in the browser. */
async function answer(request: Request): Promise<Response> {
  try {
    return (
      (await getResponse(httpHandlers, request)) ??
      json(404, { error: 'not_found', message: `The mock school has no ${request.method} ${request.url}.` })
    );
  } catch (error) {
    console.error(error);
    return json(500, { error: 'server_error', message: 'The mock school failed on this call.' });
  }
}

const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/;

/**
 * The origin the caller reached the school at (its Host header, e.g. a calendar app on another
 * machine of the network; behind the cabinet's server, the cabinet's own origin it forwards), so
 * addresses the school writes into answers (a calendar feed's) work for that caller; the
 * listening address when the header is missing or not a plain host.
 */
function requestOrigin(incoming: IncomingMessage, listening: string): string {
  const forwarded = incoming.headers['x-forwarded-host'];
  const host = (typeof forwarded === 'string' ? forwarded : incoming.headers.host) ?? '';
  const protocol = incoming.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return PLAIN_HOST.test(host) ? `${protocol}://${host}` : listening;
}

async function respond(incoming: IncomingMessage, outgoing: ServerResponse, origin: string) {
  const cors = corsHeaders(incoming);
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, cors).end();
    return;
  }
  const response = await answer(await toFetchRequest(incoming, requestOrigin(incoming, origin)));
  const headers: Record<string, string | string[]> = { ...Object.fromEntries(response.headers), ...cors };
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['Set-Cookie'] = cookies;
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves the mock school over HTTP on this machine, for a cabinet run with mocking off (or any
 * other client). Its tables live in this process's memory: a restart seeds them again.
 * Port 0 picks a free port.
 */
export function startMockHttpServer({ port = 4010, host = '127.0.0.1' } = {}): Promise<MockHttpServer> {
  let url = '';
  const server = createServer((incoming, outgoing) => {
    respond(incoming, outgoing, url).catch((error: unknown) => {
      console.error(error);
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      url = `http://${host}:${(server.address() as AddressInfo).port}`;
      resolve({
        url,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}
