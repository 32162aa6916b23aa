// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCurrentUserResponse, LoginResponse } from '../../generated/zod/account/account';
import { DEMO_PASSWORD } from '../db';
import { type MockHttpServer, startMockHttpServer } from '../node';

let server: MockHttpServer;
beforeAll(async () => {
  server = await startMockHttpServer({ port: 0 });
});
afterAll(() => server.close());

const json = { 'Content-Type': 'application/json' };

describe('the mock school as a local HTTP server', () => {
  it('signs in over HTTP and answers the signed-in user with the token', async () => {
    const login = await fetch(`${server.url}/api/v1/cabinet-auth`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'student@demo.school', password: DEMO_PASSWORD, userAgent: 'test' }),
    });
    expect(login.status).toBe(200);
    const { token } = LoginResponse.parse(await login.json());
    const me = await fetch(`${server.url}/api/v1/cabinet-user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(GetCurrentUserResponse.parse(await me.json()).data.email).toBe('student@demo.school');
  });

  it('answers the contract errors as the handlers do', async () => {
    const me = await fetch(`${server.url}/api/v1/cabinet-user`);
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('answers a preflight from a page on localhost, allowing the bearer and JSON', async () => {
    const preflight = await fetch(`${server.url}/api/v1/cabinet-user`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization, Content-Type/);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('marks answers to a localhost page for CORS, and none to a foreign origin', async () => {
    const local = await fetch(`${server.url}/api/v1/cabinet-user`, {
      headers: { Origin: 'http://127.0.0.1:4173' },
    });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const foreign = await fetch(`${server.url}/api/v1/cabinet-user`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the developer tools too', async () => {
    const answer = await fetch(`${server.url}/__mock/scenario`);
    expect(await answer.json()).toMatchObject({ data: { errorRate: 0, empty: false } });
  });
});
