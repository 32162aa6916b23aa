// The README's test command: every quality gate and test suite, in order, then one closing line
// `N passed, N failed` that counts every test run. A gate (lint, format, types, contract, build)
// counts as one test; vitest and Playwright suites count their own tests from their JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (project) => ({
  command: `pnpm exec vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=reports/${project}.json`,
  count: () => {
    const file = path.join(reports, `${project}.json`);
    if (!existsSync(file)) return null;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numTotalTestSuites === 0 ? 1 : 0),
    };
  },
});

const playwright = {
  command: 'pnpm exec playwright test',
  count: () => {
    const file = path.join(reports, 'e2e.json');
    if (!existsSync(file)) return null;
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  },
};

const steps = [
  { name: 'generate the client from the contract', command: 'pnpm generate', gate: false },
  { name: 'contract lint (Redocly)', command: 'pnpm lint:contract' },
  { name: 'format (Prettier)', command: 'pnpm format:check' },
  { name: 'lint (ESLint)', command: 'pnpm lint' },
  { name: 'typecheck (tsc)', command: 'pnpm typecheck' },
  { name: 'unit and contract tests', ...vitest('unit') },
  { name: 'production build (mocking off)', command: 'pnpm --filter @cabinet/app build' },
  { name: 'Storybook build', command: 'pnpm build-storybook --quiet' },
  { name: 'build checks, budgets, Storybook index', ...vitest('build') },
  { name: 'story tests (chromium)', ...vitest('stories') },
  { name: 'end-to-end tests (chromium, mock mode)', ...playwright },
];

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const run = spawnSync(step.command, { cwd: root, stdio: 'inherit', shell: true, env: process.env });
  const ok = run.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let counted = step.count ? step.count() : step.gate === false ? { passed: 0, failed: 0 } : null;
  // A gate, or a suite that crashed before writing its report, counts as one test.
  if (!counted) counted = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (!ok && counted.failed === 0) counted = { ...counted, failed: 1 };
  results.push({ name: step.name, ok, seconds, ...counted });
}

console.log('\n=== summary');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(42)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
