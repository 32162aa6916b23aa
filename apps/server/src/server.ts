import { readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import serveStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

export type ServerOptions = {
  /** The cabinet's production build: `apps/cabinet/dist`. */
  root: string;
  /** The school's API, proxied under the cabinet's own `/api`: `https://api.school.example`. */
  apiUpstream: string;
  /** Fastify's request log (on in production, off in tests). */
  logger?: boolean;
};

type Directives = Record<string, string[]>;

/** Hashed build output: the same name never changes content, so it is kept a year, unasked. */
const HASHED = /^\/assets\//;

/**
 * The service worker (Workbox's, written by the build): the browser asks for it again on each visit
 * to find a new version, so it is never taken from a cache without asking.
 */
const SERVICE_WORKER = '/sw.js';

/** The install manifests, one per language (`manifest.webmanifest`, `manifest.en.webmanifest`). */
const MANIFEST = /^\/manifest(\.\w+)?\.webmanifest$/;

/** Features the cabinet never asks the browser for; copying a code and full-screen video stay. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/** The page's Content Security Policy, as the build wrote it beside `index.html` (csp.json). */
export function readPolicy(root: string): Directives {
  const file = path.join(root, 'csp.json');
  const directives = JSON.parse(readFileSync(file, 'utf8')) as Directives;
  if (!directives['script-src']?.includes("'self'"))
    throw new Error(`${file} is not a policy of this build.`);
  // A directive the build left empty allows nothing.
  return Object.fromEntries(
    Object.entries(directives).map(([name, sources]) => [name, sources.length ? sources : ["'none'"]]),
  );
}

/**
 * The cabinet's production server: the build's files with their cache rules and compression, the
 * single-page fallback, the API under the same origin (no CORS preflight) and the security headers.
 */
export async function createServer({
  root,
  apiUpstream,
  logger = false,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });
  const index = readFileSync(path.join(root, 'index.html'));

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: readPolicy(root) },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in window talks back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });

  await app.register(compress, { encodings: ['br', 'gzip'] });

  await app.register(proxy, {
    upstream: apiUpstream,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API writes some addresses into its answers (a calendar feed's): they are the cabinet's.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-host': request.host,
        'x-forwarded-proto': request.protocol,
      }),
    },
  });

  await app.register(serveStatic, {
    root,
    // Each file of the build is a route of its own; the page itself is answered below, always fresh.
    wildcard: false,
    index: false,
    globIgnore: ['csp.json', 'index.html', '.vite/**'],
    setHeaders(reply, file) {
      const address = `/${path.relative(root, file).split(path.sep).join('/')}`;
      const revalidated = address === SERVICE_WORKER || !HASHED.test(address);
      reply.header('Cache-Control', revalidated ? 'no-cache' : 'public, max-age=31536000, immutable');
      if (MANIFEST.test(address)) reply.type('application/manifest+json; charset=utf-8');
    },
  });

  /** Every address of the app is the same page; the router inside it tells them apart. */
  const page = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(index);

  app.setNotFoundHandler((request, reply) => {
    const address = request.url.split('?')[0] ?? '/';
    const asksForFile = /\.[\w]+$/.test(address) || HASHED.test(address);
    if (!['GET', 'HEAD'].includes(request.method) || asksForFile) return reply.code(404).send();
    return page(reply);
  });
  app.get('/', (_request, reply) => page(reply));
  app.get('/index.html', (_request, reply) => page(reply));
  return app;
}
