import { expect, test } from 'vitest';
import { getCompanyProgress } from '../../generated/progress/progress';
import { GetCompanyProgressResponse } from '../../generated/zod/progress/progress';
import { onScaledSchool } from './scaled-school';

/**
 * The corporate manager's charts on a school ten times the demo's (2,400 employees): every number
 * is counted from the tables at each call (payments, lessons, tests, placement results), so this
 * is what a call costs as the school grows. `pnpm bench:mock` prints the times.
 */

onScaledSchool('hr@demo.school');

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
