import { expect, test } from 'vitest';
import {
  bulkCompanyEmployees,
  importCompanyEmployees,
  listCompanyEmployees,
  undoCompanyEmployeesBulk,
} from '../../generated/company/company';
import { onScaledSchool } from './scaled-school';

/**
 * The manager's bulk tools on a school ten times the demo's (2,400 employees): a file of 2,000
 * rows checked and imported, and 2,000 employees deactivated at once and undone. Each row is
 * checked against a set of the school's e-mails and the employees are created with one save, so
 * a whole file should take well under a second. `pnpm bench:mock` prints the times.
 */
const ROWS = 2_000;
let file = 0;

/** A file of 2,000 new employees; every file's e-mails are new, so each import does the same work. */
const rows = () => {
  file += 1;
  return Array.from({ length: ROWS }, (_, n) => ({
    name: `Працівник ${file}-${n}`,
    email: `file${file}.row${n}@bench.mock`,
    phone: '+380 50 123 45 67',
  }));
};

let staff: number[] = [];

onScaledSchool('hr@demo.school', async () => {
  const pages = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      listCompanyEmployees({ status: 'active', per_page: 100, page: index + 1 }),
    ),
  );
  staff = pages.flatMap((page) => page.data.map((row) => row.id)).slice(0, ROWS);
});

test('the manager’s import and bulk actions at scale 10', async ({ bench }) => {
  expect(staff).toHaveLength(ROWS);
  const checked = (await importCompanyEmployees({ rows: rows(), dry_run: true })).data;
  expect(checked.valid).toBe(ROWS);
  await bench.compare(
    bench('import 2,000 rows, preview', async () => {
      await importCompanyEmployees({ rows: rows(), dry_run: true });
    }),
    bench('import 2,000 rows, created', async () => {
      await importCompanyEmployees({ rows: rows(), dry_run: false });
    }),
    bench('deactivate 2,000, preview', async () => {
      await bulkCompanyEmployees({ action: 'deactivate', employee_ids: staff, dry_run: true });
    }),
    bench('deactivate 2,000 and undo', async () => {
      const done = (await bulkCompanyEmployees({ action: 'deactivate', employee_ids: staff, dry_run: false }))
        .data;
      await undoCompanyEmployeesBulk(done.undo_id!);
    }),
    { time: 1_000 },
  );
});
