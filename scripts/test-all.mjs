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

/** A vitest run of one or more projects (in one run, so they share the workers), counted from its report. */
const vitest = (name, projects = [name]) => ({
  command: `pnpm exec vitest run ${projects.map((project) => `--project ${project}`).join(' ')} --reporter=default --reporter=json --outputFile.json=reports/${name}.json`,
  count: () => {
    const file = path.join(reports, `${name}.json`);
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
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, flaky: stats.flaky };
  },
};

const steps = [
  { id: 'generate', name: 'generate the client from the contract', command: 'pnpm generate', gate: false },
  { id: 'contract', name: 'contract lint (Redocly)', command: 'pnpm lint:contract' },
  {
    id: 'owasp',
    name: 'contract OWASP lint (Spectral)',
    command: 'pnpm lint:owasp --display-only-failures',
  },
  { id: 'format', name: 'format (Prettier)', command: 'pnpm format:check' },
  { id: 'lint', name: 'lint (ESLint)', command: 'pnpm lint' },
  { id: 'types', name: 'typecheck (tsc)', command: 'pnpm typecheck' },
  { id: 'unit', name: 'unit, contract and component tests', ...vitest('unit', ['unit', 'components']) },
  // The production bundle with example addresses (a real build is given the school's own).
  {
    id: 'build',
    name: 'production builds (mocking off, and on the mock school)',
    command: 'pnpm --filter @cabinet/app build:measure && pnpm --filter @cabinet/app build:mock',
  },
  { id: 'storybook', name: 'Storybook build', command: 'pnpm build-storybook --quiet' },
  { id: 'budgets', name: 'build checks, budgets, Storybook index', ...vitest('build') },
  { id: 'stories', name: 'story tests and screenshots (chromium)', ...vitest('stories') },
  { id: 'e2e', name: 'end-to-end tests (chromium, mock mode)', ...playwright },
];

// `npm test -- unit e2e` runs only the named stages (and generates the client first).
const asked = process.argv.slice(2);
const unknown = asked.filter((id) => !steps.some((step) => step.id === id));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are ${steps.map((s) => s.id).join(', ')}.`);
  process.exit(2);
}
const chosen = asked.length === 0 ? steps : steps.filter((s) => s.id === 'generate' || asked.includes(s.id));

const results = [];
for (const step of chosen) {
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
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(42)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s${r.flaky ? `  (${r.flaky} passed only on their second try: see the list above)` : ''}`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
