import { afterAll, beforeAll, expect, test } from 'vitest';
import { getCompanyProgress } from '../../generated/progress/progress';
import { GetCompanyProgressResponse } from '../../generated/zod/progress/progress';
import { configureHttp } from '../../http/settings';
import { SCHOOL_URL, signIn } from '../../testing/mock-school';
import { resetDb } from '../db';
import { createMockServer } from '../node';

/**
 * The corporate manager's charts on a school ten times the demo's (2,400 employees): every number
 * is counted from the tables at each call (payments, lessons, tests, placement results), so this
 * is what a call costs as the school grows. `pnpm bench:mock` prints the times.
 */
const server = createMockServer();

beforeAll(async () => {
  process.env.MOCK_SCALE = '10';
  server.listen({ onUnhandledFrame: 'error' });
  resetDb();
  configureHttp({ baseUrl: SCHOOL_URL, reload: () => undefined });
  await signIn('hr@demo.school');
});

afterAll(() => {
  server.close();
  delete process.env.MOCK_SCALE;
  resetDb();
});

test('the company’s charts at scale 10', async ({ bench }) => {
  const year = GetCompanyProgressResponse.parse(await getCompanyProgress({ months: 12 })).data;
  expect(year.employees_count).toBeGreaterThan(2_000);
  await bench.compare(
    bench('a month', async () => {
      await getCompanyProgress({ months: 1 });
    }),
    bench('a year', async () => {
      await getCompanyProgress({ months: 12 });
    }),
    bench('two years', async () => {
      await getCompanyProgress({ months: 24 });
    }),
    { time: 1_000 },
  );
});
