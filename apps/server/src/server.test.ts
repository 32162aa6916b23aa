// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server.ts';

// A build's folder in miniature and an API that says which address it was asked for.
let root: string;
let api: Server;
let app: FastifyInstance;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'cabinet-build-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Cabinet</title>');
  writeFileSync(path.join(root, 'assets', 'page-Ab12.js'), `export const text = '${'x'.repeat(4000)}';`);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'sw.js'), "importScripts('workbox-Ab12.js');");
  writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Кабінет"}');
  writeFileSync(path.join(root, 'manifest.en.webmanifest'), '{"name":"Cabinet"}');
  writeFileSync(
    path.join(root, 'csp.json'),
    JSON.stringify({ 'default-src': ["'self'"], 'script-src': ["'self'", "'sha256-abc='"], 'frame-src': [] }),
  );
  api = createHttpServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(
      JSON.stringify({
        method: request.method,
        url: request.url,
        forwarded: `${request.headers['x-forwarded-proto']}://${request.headers['x-forwarded-host']}`,
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  app = await createServer({ root, apiUpstream: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await app.close();
  api.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the cabinet’s server', () => {
  it('answers every address of the app with the page, never cached, with the build’s policy', async () => {
    for (const url of ['/', '/student/groups/12', '/login?next=%2Fprofile']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('<title>Cabinet</title>');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self' 'sha256-abc=';frame-src 'none'",
      );
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('keeps hashed files a year and compresses them; the others are revalidated', async () => {
    const asset = await app.inject({ url: '/assets/page-Ab12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('has the service worker asked for afresh on each visit, and the manifests sent as manifests', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    for (const url of ['/manifest.webmanifest', '/manifest.en.webmanifest']) {
      const manifest = await app.inject({ url });
      expect(manifest.statusCode, url).toBe(200);
      expect(manifest.headers['content-type'], url).toBe('application/manifest+json; charset=utf-8');
      expect(manifest.headers['cache-control'], url).toBe('no-cache');
    }
    expect(JSON.parse((await app.inject({ url: '/manifest.webmanifest' })).body)).toEqual({
      name: 'Кабінет',
    });
  });

  it('answers 404 for a file it does not have, the build’s policy file and other methods', async () => {
    expect((await app.inject({ url: '/assets/gone-Zz99.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/csp.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/student/groups' })).statusCode).toBe(404);
  });

  it('passes the API through under the same origin, address and method unchanged, saying the cabinet’s origin', async () => {
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/v1/me?x=1',
      payload: { a: 1 },
      headers: { host: 'cabinet.school.example' },
    });
    expect(answer.json()).toEqual({
      method: 'PUT',
      url: '/api/v1/me?x=1',
      forwarded: 'http://cabinet.school.example',
    });
  });
});
