// The README's test command: every quality gate and test suite, in order, then one closing line
// `N passed, N failed, N skipped, N flaky, N quarantined` that counts every test run. A gate (lint,
// format, types, contract, build) counts as one test; vitest and Playwright suites count their own
// tests from their JSON reports.
//
// Nothing hides: an end-to-end test that passes only on its second try (CI retries once) fails the
// run unless tests/quarantine.json lists it with a reason; skipped tests are counted; and every
// stage has a time limit, past which its whole process tree is stopped and the stage fails by name.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
const QUARANTINE = 'tests/quarantine.json';
/** Where the story tests list the stories compared with screenshots of another Chromium version. */
const CROSS_VERSION = 'visual-diffs/compared-across-versions.txt';

const minutes = (n) => n * 60;

/** A vitest run of one or more projects (in one run, so they share the workers), counted from its report. */
const vitest = (name, projects = [name]) => ({
  command: `pnpm exec vitest run ${projects.map((project) => `--project ${project}`).join(' ')} --reporter=default --reporter=json --outputFile.json=reports/${name}.json`,
  // vitest retries no test (no `retry` in vitest.config.ts), so a pass is a first-try pass.
  count: () => {
    const file = path.join(reports, `${name}.json`);
    if (!existsSync(file)) return null;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      slowest: slowest(report.testResults.map((r) => [path.relative(root, r.name), r.endTime - r.startTime])),
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numTotalTestSuites === 0 ? 1 : 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  },
});

/** The three slowest of `[name, milliseconds]` pairs, as `name 12 s`: where a slow stage's time went. */
const slowest = (timed) =>
  timed
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(0)} s`);

/** The quarantine: end-to-end tests excused when they pass on their second try, each with its reason. */
function readQuarantine() {
  const file = path.join(root, QUARANTINE);
  if (!existsSync(file)) return { entries: [], problems: [] };
  let entries;
  try {
    entries = JSON.parse(readFileSync(file, 'utf8')).tests;
  } catch (error) {
    return { entries: [], problems: [`${QUARANTINE} is not JSON: ${error.message}`] };
  }
  if (!Array.isArray(entries)) return { entries: [], problems: [`${QUARANTINE} has no "tests" list`] };
  const problems = [];
  const valid = [];
  for (const [index, entry] of entries.entries()) {
    const where = `${QUARANTINE}, entry ${index + 1}`;
    if (typeof entry?.file !== 'string' || typeof entry?.title !== 'string') {
      problems.push(`${where} needs a "file" and a "title"`);
    } else if (typeof entry.reason !== 'string' || entry.reason.trim() === '') {
      problems.push(`${where} (${entry.title}) gives no reason`);
    } else if (!existsSync(path.join(root, entry.file))) {
      problems.push(`${where} names ${entry.file}, which does not exist`);
    } else {
      valid.push(entry);
    }
  }
  // Only a well-formed entry excuses a test.
  return { entries: valid, problems };
}

/** Every test of a Playwright JSON report, with its file (from the repository's root) and titles. */
function playwrightTests(report) {
  const tests = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const file = path
        .relative(root, path.resolve(report.config.rootDir, spec.file))
        .split(path.sep)
        .join('/');
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        tests.push({ file, titles: [...titles, spec.title], status: test.status, ms });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // A file's own suite is titled by its file name; the titles below it are the describe blocks'.
  for (const fileSuite of report.suites) visit(fileSuite, []);
  return tests;
}

/** An entry names a test by its file and its title, or its full title (`describe › test`). */
const names = (entry, test) =>
  entry.file === test.file && (entry.title === test.titles.at(-1) || entry.title === test.titles.join(' › '));

const playwright = {
  command: 'pnpm exec playwright test',
  count: () => {
    const file = path.join(reports, 'e2e.json');
    const quarantine = readQuarantine();
    if (!existsSync(file))
      return quarantine.problems.length > 0 ? { passed: 0, failed: 1, notes: quarantine.problems } : null;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const tests = playwrightTests(report);
    const flaky = tests.filter((test) => test.status === 'flaky');
    const excused = flaky.filter((test) => quarantine.entries.some((entry) => names(entry, test)));
    const unexcused = flaky.filter((test) => !excused.includes(test));
    // An entry whose spec ran but which names none of its tests was left behind by a rename.
    const stale =
      quarantine.problems.length > 0
        ? []
        : quarantine.entries
            .filter(
              (entry) =>
                tests.some((test) => test.file === entry.file) && !tests.some((test) => names(entry, test)),
            )
            .map((entry) => `${QUARANTINE} names "${entry.title}" in ${entry.file}, which has no such test`);
    const notes = [...quarantine.problems, ...stale];
    const label = (test) => `${test.file} › ${test.titles.join(' › ')}`;
    for (const test of unexcused) {
      notes.push(`passed only on its second try, and is not in ${QUARANTINE}: ${label(test)}`);
    }
    for (const test of excused) notes.push(`passed only on its second try (quarantined): ${label(test)}`);
    const { stats } = report;
    const byFile = new Map();
    for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
    return {
      // Worker time per spec file (three workers share the stage's time).
      slowest: slowest([...byFile]),
      passed: stats.expected + excused.length,
      // A quarantine file that is broken or out of date fails the stage as one test.
      failed: stats.unexpected + unexcused.length + (quarantine.problems.length + stale.length > 0 ? 1 : 0),
      skipped: stats.skipped,
      flaky: flaky.length,
      quarantined: quarantine.entries.length,
      notes,
    };
  },
};

/** The story tests, with how many stories were compared with screenshots of another Chromium. */
const storyTests = vitest('stories', ['stories', 'screens']);
const stories = {
  ...storyTests,
  count() {
    const counted = storyTests.count();
    const listed = path.join(root, CROSS_VERSION);
    if (!counted || !existsSync(listed)) return counted;
    const across = readFileSync(listed, 'utf8').split('\n').filter(Boolean).length;
    return {
      ...counted,
      notes: [
        `${across} stories compared with screenshots of another Chromium version (the browser-change tolerance)`,
      ],
    };
  },
};

// Each stage's time limit: about three times what it takes on a 2-core machine (docs/testing.md), and at
// least five minutes, so a slow machine passes and a hung stage ends long before CI's own limit.
// `STAGE_LIMITS="e2e=3600,stories=900"` (seconds) sets others.
const steps = [
  {
    id: 'generate',
    name: 'generate the client from the contract',
    command: 'pnpm generate',
    gate: false,
    limit: minutes(5),
  },
  // The static gates run side by side (`together`), the longest first.
  { id: 'types', name: 'typecheck (tsc)', command: 'pnpm typecheck', together: 'static', limit: minutes(5) },
  { id: 'lint', name: 'lint (ESLint)', command: 'pnpm lint', together: 'static', limit: minutes(5) },
  {
    id: 'format',
    name: 'format (Prettier)',
    command: 'pnpm format:check',
    together: 'static',
    limit: minutes(5),
  },
  {
    id: 'contract',
    together: 'static',
    name: 'contract lint (Redocly; the live socket: AsyncAPI)',
    command: 'pnpm lint:contract',
    limit: minutes(5),
  },
  {
    id: 'owasp',
    together: 'static',
    name: 'contract OWASP lint (Spectral)',
    command: 'pnpm lint:owasp --display-only-failures',
    limit: minutes(5),
  },
  {
    id: 'unit',
    name: 'unit, contract and component tests',
    ...vitest('unit', ['unit', 'components']),
    limit: minutes(15),
  },
  // The production bundle with example addresses (a real build is given the school's own).
  {
    id: 'build',
    name: 'production builds (mocking off, and on the mock school)',
    command: 'pnpm --filter @cabinet/app build:measure && pnpm --filter @cabinet/app build:mock',
    limit: minutes(5),
  },
  { id: 'storybook', name: 'Storybook build', command: 'pnpm build-storybook --quiet', limit: minutes(5) },
  { id: 'budgets', name: 'build checks, budgets, Storybook index', ...vitest('build'), limit: minutes(5) },
  { id: 'stories', name: 'story tests and screenshots (chromium)', ...stories, limit: minutes(12) },
  { id: 'e2e', name: 'end-to-end tests (chromium, mock mode)', ...playwright, limit: minutes(40) },
];

for (const setting of (process.env.STAGE_LIMITS ?? '').split(',').filter(Boolean)) {
  const [id, seconds] = setting.split('=');
  const step = steps.find((s) => s.id === id.trim());
  if (!step || !(Number(seconds) > 0)) {
    console.error(
      `STAGE_LIMITS: "${setting}" is not <stage>=<seconds> for a stage of ${steps.map((s) => s.id).join(', ')}.`,
    );
    process.exit(2);
  }
  step.limit = Number(seconds);
}

// `npm test -- unit e2e` runs only the named stages (and generates the client first); after `--`,
// the arguments go to the one test stage named: `npm test -- e2e -- --grep clubs`.
const given = process.argv.slice(2);
const separator = given.indexOf('--', given[0] === '--' ? 1 : 0);
const asked = (separator === -1 ? given : given.slice(0, separator)).filter((arg) => arg !== '--');
const passOn = separator === -1 ? [] : given.slice(separator + 1);
const unknown = asked.filter((id) => !steps.some((step) => step.id === id));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are ${steps.map((s) => s.id).join(', ')}.`);
  process.exit(2);
}
if (passOn.length > 0 && asked.filter((id) => id !== 'generate').length !== 1) {
  console.error(
    'Arguments after `--` go to one stage: name exactly one, e.g. `npm test -- e2e -- --grep clubs`.',
  );
  process.exit(2);
}
const chosen = asked.length === 0 ? steps : steps.filter((s) => s.id === 'generate' || asked.includes(s.id));

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** The processes below `pid`, found through `ps` (a detached one, such as a browser, leaves the group). */
function descendants(pid) {
  const listing = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  if (listing.status !== 0) return [];
  const children = new Map();
  for (const line of listing.stdout.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

const signal = (pid, name) => {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops a stage: SIGTERM to its process group and to every process below it (so Playwright and
 * vitest close their browsers and servers), then SIGKILL to whatever is left after 10 seconds.
 */
async function stop(child, reason) {
  const tree = [child.pid, ...descendants(child.pid)];
  signal(-child.pid, reason);
  for (const pid of tree) signal(pid, reason);
  for (let waited = 0; waited < 10_000 && tree.some((pid) => signal(pid, 0)); waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  signal(-child.pid, 'SIGKILL');
  for (const pid of tree) signal(pid, 'SIGKILL');
}

const running = new Set();
for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, async () => {
    await Promise.all([...running].map((child) => stop(child, name)));
    process.exit(130);
  });
}

/**
 * Runs a stage's command in its own process group; past `limit` seconds the group is stopped. Its
 * output goes to the terminal as it comes, or, for a stage run beside others (`capture`), is kept
 * and returned, so the stages' outputs are not interleaved.
 */
function runStage(command, limit, { capture = false } = {}) {
  return new Promise((resolve) => {
    // No input: a stage never waits for a person.
    const child = spawn(command, {
      cwd: root,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
      shell: true,
      detached: true,
    });
    const output = [];
    if (capture) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    running.add(child);
    let overLimit = false;
    let stopping = Promise.resolve();
    const timer = setTimeout(() => {
      overLimit = true;
      output.push(Buffer.from(`\n=== over its limit of ${limit} s: stopping the stage\n`));
      if (!capture) console.error(`\n=== over its limit of ${limit} s: stopping the stage`);
      stopping = stop(child, 'SIGTERM');
    }, limit * 1000);
    child.on('close', async (code) => {
      clearTimeout(timer);
      await stopping;
      running.delete(child);
      resolve({ ok: code === 0 && !overLimit, overLimit, output: Buffer.concat(output).toString() });
    });
  });
}

// The machine the figures were measured on: docs/testing.md's are of a 2-core machine; a slower one
// (or one shared with other work) stretches each stage, and the slowest files show where.
const faked = /faketime/.test(process.env.LD_PRELOAD ?? '') ? ', under faketime' : '';
const machine = `machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), load at start ${os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ')}, Node ${process.versions.node}${faked}`;

/** Runs a step and counts it; `capture` keeps its output to print with its heading after. */
async function runStep(step, { capture = false } = {}) {
  const quoted = passOn.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const command = step.id === 'generate' || passOn.length === 0 ? step.command : `${step.command} ${quoted}`;
  const heading = `\n=== ${step.name}: ${command}  (limit ${step.limit} s)`;
  if (!capture) console.log(heading);
  const started = Date.now();
  let { ok, overLimit, output } = await runStage(command, step.limit, { capture });
  if (capture) console.log(`${heading}\n${output.trimEnd()}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let counted = step.count ? step.count() : step.gate === false ? { passed: 0, failed: 0 } : null;
  // A gate, or a suite that crashed before writing its report, counts as one test.
  if (!counted) counted = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (counted.failed > 0) ok = false;
  if (!ok && counted.failed === 0) counted = { ...counted, failed: 1 };
  const notes = [...(counted.notes ?? [])];
  if (overLimit) notes.unshift(`over its time limit of ${step.limit} s: stopped`);
  return {
    skipped: 0,
    flaky: 0,
    quarantined: 0,
    ...counted,
    id: step.id,
    name: step.name,
    ok,
    seconds,
    notes,
  };
}

/**
 * Runs steps side by side, as many at a time as the machine has cores: the static gates each keep
 * one core busy (ESLint, tsc and Prettier are single-threaded), so two run in the time of one.
 */
async function runTogether(group) {
  const lanes = Math.max(1, Math.min(os.availableParallelism(), group.length));
  const done = new Array(group.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < group.length) {
        const index = next++;
        done[index] = await runStep(group[index], { capture: true });
      }
    }),
  );
  return done;
}

const results = [];
for (let index = 0; index < chosen.length; index += 1) {
  const step = chosen[index];
  // The end-to-end tests serve the mock-mode build this run has just made, instead of building it again.
  if (step.id === 'e2e' && results.find((r) => r.id === 'build')?.ok) process.env.E2E_BUILT = 'dist-mock';
  if (!step.together) {
    results.push(await runStep(step));
    continue;
  }
  const group = [step];
  while (chosen[index + 1]?.together === step.together) group.push(chosen[++index]);
  results.push(...(await runTogether(group)));
}

console.log('\n=== summary');
console.log(machine);
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(42)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds}s`,
  );
  for (const note of r.notes) console.log(`        ${r.id}: ${note}`);
  if (r.slowest?.length && Number(r.seconds) >= 60)
    console.log(`        ${r.id}: slowest: ${r.slowest.join(', ')}`);
}
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.log(
  `${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped, ${total('flaky')} flaky, ${total('quarantined')} quarantined`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
