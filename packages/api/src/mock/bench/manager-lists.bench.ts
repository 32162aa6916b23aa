import { expect, test } from 'vitest';
import { ListCompanyEmployeesResponse } from '../../generated/zod/company/company';
import { listCompanyEmployees } from '../../generated/company/company';
import { listCourses } from '../../generated/courses/courses';
import { onScaledSchool } from './scaled-school';

/**
 * The company manager's lists on a school ten times the demo's (2,400 employees): the first page,
 * a search, the last page, and the company's groups. `pnpm bench:mock` prints the times; the
 * handlers page and filter in memory, so each answer should stay in single milliseconds.
 */
const PER_PAGE = 20;

onScaledSchool('hr@demo.school');

test('the manager’s lists at scale 10', async ({ bench }) => {
  // The school is ten times the demo's, and a page is a page whatever its size.
  const first = ListCompanyEmployeesResponse.parse(await listCompanyEmployees({ per_page: PER_PAGE }));
  expect(first.meta.total).toBeGreaterThan(2_000);
  expect(first.data).toHaveLength(PER_PAGE);
  const lastPage = Math.ceil(first.meta.total / PER_PAGE);
  await bench.compare(
    bench('employees, first page', async () => {
      await listCompanyEmployees({ per_page: PER_PAGE });
    }),
    bench('employees, a search', async () => {
      await listCompanyEmployees({ per_page: PER_PAGE, search: 'employee12' });
    }),
    bench('employees, the last page', async () => {
      await listCompanyEmployees({ per_page: PER_PAGE, page: lastPage });
    }),
    bench('the company’s groups', async () => {
      await listCourses({ kind: 'group' });
    }),
    { time: 1_000 },
  );
});
