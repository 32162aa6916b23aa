// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '../../generated/zod/account/account';
import { ListCalendarFeedsResponse } from '../../generated/zod/calendar/calendar';
import { readCalendar } from '../../calendar/read-calendar';
import { DEMO_PASSWORD } from '../db';
import { type MockHttpServer, startMockHttpServer } from '../node';

let server: MockHttpServer;
beforeAll(async () => {
  server = await startMockHttpServer({ port: 0 });
});
afterAll(() => server.close());

describe('the calendar feed on the mock school’s HTTP server', () => {
  it('gives an absolute address on the server that a calendar app reads without a session', async () => {
    const login = await fetch(`${server.url}/api/v1/cabinet-auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'student@demo.school', password: DEMO_PASSWORD, userAgent: 'test' }),
    });
    const { token } = LoginResponse.parse(await login.json());
    const feeds = await fetch(`${server.url}/api/v1/calendar/feed`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [feed] = ListCalendarFeedsResponse.parse(await feeds.json()).data;
    expect(feed?.url.startsWith(`${server.url}/api/v1/calendar/feed/`)).toBe(true);

    const answer = await fetch(feed?.url ?? '');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { zones, events } = readCalendar(await answer.text());
    expect(zones).toEqual(['Europe/Kyiv']);
    expect(events.length).toBeGreaterThan(0);

    // Behind the cabinet's server, the address is the cabinet's, which forwards it.
    const proxied = await fetch(`${server.url}/api/v1/calendar/feed`, {
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Forwarded-Host': 'cabinet.school.example',
        'X-Forwarded-Proto': 'https',
      },
    });
    const [forwarded] = ListCalendarFeedsResponse.parse(await proxied.json()).data;
    expect(forwarded?.url).toBe(feed?.url.replace(server.url, 'https://cabinet.school.example'));
  });
});
