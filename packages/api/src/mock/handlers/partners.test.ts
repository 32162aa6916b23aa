import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../generated/account/account';
import { listPartnerOffers } from '../../generated/partners/partners';
import { ListPartnerOffersResponse } from '../../generated/zod/partners/partners';
import { configureHttp } from '../../http/settings';
import { setToken } from '../../http/session-storage';
import { DEMO_PASSWORD, resetDb } from '../db';
import { createMockServer } from '../node';
import { SCHOOL_URL } from '../../testing/mock-school';

const server = createMockServer();
const signIn = async (email: string) =>
  setToken((await login({ email, password: DEMO_PASSWORD, userAgent: 't' }, { silent: true })).token);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetDb();
  localStorage.clear();
  configureHttp({ baseUrl: SCHOOL_URL, reload: () => undefined });
});
afterAll(() => server.close());

describe('partner offers', () => {
  it('lists the current offers in pages for a user with a space, without expired ones', async () => {
    await signIn('student@demo.school');
    const answer = ListPartnerOffersResponse.parse(await listPartnerOffers({ per_page: 3 }));
    expect(answer.meta).toEqual({ page: 1, per_page: 3, total: 4 });
    expect(answer.data).toHaveLength(3);
    const second = ListPartnerOffersResponse.parse(await listPartnerOffers({ page: 2, per_page: 3 }));
    expect(second.data.map((offer) => offer.partner_name)).not.toContain('Фітнес-клуб «Рух»');
  });

  it('refuses a visitor account with no space (403)', async () => {
    await signIn('visitor@demo.school');
    await expect(listPartnerOffers(undefined, { silent: true })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});
