// `pnpm lighthouse`: Lighthouse's mobile performance score of the production bundle (mocking off)
// on the mock school's HTTP server: the sign-in page, a student's groups and a teacher's calendar,
// signed in as the demo accounts, the median of three runs each, printed as a table. A measuring
// script, not a test: the scores depend on how busy the machine is.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const MOCK_PORT = port('MOCK_PORT', 4410);
const PREVIEW_PORT = port('PREVIEW_PORT', 4411);
const DEBUGGING_PORT = port('DEBUGGING_PORT', 4412);
const RUNS = port('LIGHTHOUSE_RUNS', 3);
/** Where each run's whole report is kept, to see what a score is made of (none when unset). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const api = `http://127.0.0.1:${MOCK_PORT}`;
const origin = `http://127.0.0.1:${PREVIEW_PORT}`;

const PAGES = [
  { name: 'sign-in', path: '/login', account: null },
  { name: 'student: groups', path: '/student/groups', account: 'student@demo.school' },
  { name: 'teacher: calendar', path: '/teacher/calendar', account: 'teacher@demo.school' },
];
const DEMO_PASSWORD = 'Demo1234';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const children = [];
const scratch = [];
/** Starts a long-running command in its own process group, so that stopping it stops its children. */
function start(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    // Their output is noise here (Chromium's, a stopped server's); each is awaited by its address.
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const temporaryDir = (prefix) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

async function waitFor(url, what) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url} within a minute.`);
}

/** Signs a demo account in on the mock school, as the sign-in page does. */
async function signIn(email) {
  const response = await fetch(`${api}/api/v1/cabinet-auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, userAgent: 'Lighthouse' }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} failed: ${response.status}.`);
  const result = await response.json();
  return { token: result.token, user: result.user.data };
}

/**
 * Leaves the browser as a returning visitor finds it: no cached files, and in local storage the
 * session a sign-in keeps (the token and the user record), or none for the sign-in page.
 */
async function prepareBrowser(session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
  try {
    const [context] = browser.contexts();
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((stored) => {
      localStorage.clear();
      if (stored) {
        localStorage.setItem('token', stored.token);
        localStorage.setItem('user', JSON.stringify(stored.user));
      }
    }, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

let version = '';
async function score(url, name) {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    // The session was put in local storage just before; the cache was cleared there too.
    disableStorageReset: true,
  });
  const { categories, audits, lighthouseVersion } = result.lhr;
  if (REPORTS && name) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  version = lighthouseVersion;
  const ms = (id) => Math.round(audits[id].numericValue);
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift'].numericValue.toFixed(3),
  };
}

const chromiumPath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!chromiumPath) throw new Error('No Chromium: set CHROME_PATH.');

const outDir = temporaryDir('cabinet-lighthouse-build-');
start('pnpm', ['--filter', '@cabinet/api', 'mock:serve'], { MOCK_PORT: String(MOCK_PORT) });
console.log(`Building the production bundle on the mock school at ${api}…`);
await run(
  'pnpm',
  [
    '--filter',
    '@cabinet/app',
    'exec',
    'vite',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ],
  {
    VITE_API_BASE_URL: api,
    VITE_API_MOCK: 'false',
    VITE_SCHOOL_EMAIL: process.env.VITE_SCHOOL_EMAIL ?? 'info@school.example',
    VITE_PARTNER_SCHOOL_URL: process.env.VITE_PARTNER_SCHOOL_URL ?? 'https://school.example',
    VITE_PARTNER_TRAINING_URL: process.env.VITE_PARTNER_TRAINING_URL ?? 'https://teachers.example',
  },
);
start('pnpm', [
  '--filter',
  '@cabinet/app',
  'exec',
  'vite',
  'preview',
  '--outDir',
  outDir,
  '--host',
  '127.0.0.1',
  '--port',
  String(PREVIEW_PORT),
  '--strictPort',
]);
start(chromiumPath, [
  ...CHROMIUM_FLAGS,
  `--remote-debugging-port=${DEBUGGING_PORT}`,
  `--user-data-dir=${temporaryDir('cabinet-lighthouse-profile-')}`,
  'about:blank',
]);
await Promise.all([
  waitFor(`${api}/__mock/scenario`, 'The mock school'),
  waitFor(`${origin}/login`, 'The preview server'),
  waitFor(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`, 'Chromium'),
]);

const rows = [];
for (const target of PAGES) {
  const runs = [];
  // A first, unscored visit: the school's server answers its first calls slowly while it warms up,
  // which a server in use does not.
  await prepareBrowser(target.account ? await signIn(target.account) : null);
  await score(`${origin}${target.path}`, null);
  for (let i = 0; i < RUNS; i++) {
    await prepareBrowser(target.account ? await signIn(target.account) : null);
    const measured = await score(
      `${origin}${target.path}`,
      `${target.path.slice(1).replaceAll('/', '-')}-${i + 1}`,
    );
    console.log(`${target.name} run ${i + 1}: ${measured.score}`);
    runs.push(measured);
  }
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  rows.push({ page: `${target.name} (${target.path})`, runs: runs.map((r) => r.score).join(' '), ...median });
}

const header = ['page', 'runs', 'median', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];
const lines = rows.map((r) => [
  r.page,
  r.runs,
  String(r.score),
  String(r.fcp),
  String(r.lcp),
  String(r.tbt),
  r.cls,
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
console.log(`\nLighthouse ${version}, mobile performance, median of ${RUNS}:\n`);
console.log([format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n'));
process.exit(0);
