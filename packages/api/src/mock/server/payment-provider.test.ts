// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '../../generated/zod/account/account';
import { GetOrderResponse, PayOrderResponse } from '../../generated/zod/orders/orders';
import { DEMO_PASSWORD } from '../db';
import { orders } from '../db/orders';
import { DEMO } from '../db/world/people';
import { type MockHttpServer, startMockHttpServer } from '../node';

let server: MockHttpServer;
beforeAll(async () => {
  server = await startMockHttpServer({ port: 0 });
});
afterAll(() => server.close());

const CABINET = 'http://localhost:5173';

async function signedIn(): Promise<Record<string, string>> {
  const login = await fetch(`${server.url}/api/v1/cabinet-auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: CABINET },
    body: JSON.stringify({ email: 'student@demo.school', password: DEMO_PASSWORD, userAgent: 'test' }),
  });
  const { token } = LoginResponse.parse(await login.json());
  return { Authorization: `Bearer ${token}`, Origin: CABINET };
}

describe('the provider’s page on the mock school’s HTTP server', () => {
  it('sends a cabinet on this machine to the server’s page; the form’s "Pay" brings it back paid', async () => {
    const order = orders.rows.find((o) => o.owner_id === DEMO.student() && o.status === 'pending')!;
    const auth = await signedIn();
    const paid = await fetch(`${server.url}/api/v1/orders/${order.id}/pay`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json', 'Accept-Language': 'en-GB,en;q=0.8' },
      body: JSON.stringify({ method: 'apple_pay', terms_accepted: true }),
    });
    const page = PayOrderResponse.parse(await paid.json()).data.redirect_url!;
    expect(page.startsWith(`${server.url}/__mock/provider/payments/`)).toBe(true);
    expect(page.endsWith('?lang=en')).toBe(true);

    const html = await (await fetch(page)).text();
    expect(html).toContain('<form method="post" action="?lang=en">');
    expect(html).not.toContain('<script>');

    const back = await fetch(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'choice=pay',
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${CABINET}/checkout/success?order=${order.id}`);
    const read = await fetch(`${server.url}/api/v1/orders/${order.id}`, { headers: auth });
    expect(GetOrderResponse.parse(await read.json()).data).toMatchObject({
      status: 'paid',
      payment_method: 'apple_pay',
    });
  });
});
