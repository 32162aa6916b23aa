// `pnpm lighthouse`: Lighthouse's mobile performance score of the production bundle (mocking off),
// served as it is deployed: the cabinet's own server (apps/server) with the API under its origin
// (`/api`, proxied to the mock school's HTTP server). Scored: the reference sign-in page built in
// the same run (the floor the stack allows on this machine), the sign-in page, a student's groups
// and a teacher's calendar, signed in as the demo accounts; each on a cold visit (nothing cached,
// no service worker) and on a return visit (the cache, the service worker and the kept answers of
// an unscored visit before it); the median of three runs each, printed as a table. A measuring
// script, not a test: the scores depend on how busy the machine is.
import { spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const MOCK_PORT = port('MOCK_PORT', 4410);
const CABINET_PORT = port('CABINET_PORT', 4411);
const DEBUGGING_PORT = port('DEBUGGING_PORT', 4412);
const REFERENCE_PORT = port('REFERENCE_PORT', 4413);
const RUNS = port('LIGHTHOUSE_RUNS', 3);
/** Which visits are scored: `cold`, `return`, or both (the default). */
const VISITS = (process.env.LIGHTHOUSE_VISITS ?? 'cold,return').split(',');
/** Where each run's whole report is kept, to see what a score is made of (none when unset). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const api = `http://127.0.0.1:${MOCK_PORT}`;
const origin = `http://127.0.0.1:${CABINET_PORT}`;
const referenceOrigin = `http://127.0.0.1:${REFERENCE_PORT}`;

const PAGES = [
  { name: 'reference sign-in', origin: referenceOrigin, path: '/', account: null },
  { name: 'sign-in', origin, path: '/login', account: null },
  { name: 'student: groups', origin, path: '/student/groups', account: 'student@demo.school' },
  { name: 'teacher: calendar', origin, path: '/teacher/calendar', account: 'teacher@demo.school' },
]
  // `LIGHTHOUSE_PAGES=groups,calendar`: only the pages whose names have one of these words.
  .filter(
    (page) =>
      !process.env.LIGHTHOUSE_PAGES ||
      process.env.LIGHTHOUSE_PAGES.split(',').some((word) => page.name.includes(word)),
  )
  .map((page) => ({
    ...page,
    /** An address of the origin that starts no app, to reach its storage from. */
    blank: page.origin === origin ? '/favicon.svg' : '/blank',
  }));
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

/** The reference page's files, served plainly (its hashed files as the cabinet's server keeps them). */
function serveReference(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', referenceOrigin).pathname;
    if (address === '/blank') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end();
      return;
    }
    const file = path.join(dir, address === '/' ? 'index.html' : address);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': address.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  server.listen(REFERENCE_PORT, '127.0.0.1');
  process.on('exit', () => server.close());
}

/** Signs a demo account in through the cabinet's own `/api`, as the sign-in page does. */
async function signIn(email) {
  const response = await fetch(`${origin}/api/v1/cabinet-auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, userAgent: 'Lighthouse' }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} failed: ${response.status}.`);
  const result = await response.json();
  return { token: result.token, user: result.user.data };
}

async function withBrowser(use) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
  try {
    const [context] = browser.contexts();
    const page = await context.newPage();
    try {
      await use(page, await context.newCDPSession(page));
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * A first visitor's browser: nothing of the origin kept (no cached file, no service worker, no
 * stored answers), and in local storage the session a sign-in keeps (the token and the user
 * record), or none for a sign-in page.
 */
async function forgetEverything(target, session) {
  await withBrowser(async (page, cdp) => {
    await page.goto(`${target.origin}${target.blank}`);
    await cdp.send('Storage.clearDataForOrigin', { origin: target.origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    await page.evaluate((stored) => {
      localStorage.clear();
      if (stored) {
        localStorage.setItem('token', stored.token);
        localStorage.setItem('user', JSON.stringify(stored.user));
      }
    }, session);
  });
}

/**
 * The visit before a return: the page opened as a person opens it, until its service worker has
 * precached the app's files and the page's answers were kept (a second after they arrived).
 */
async function visitBefore(target) {
  await withBrowser(async (page) => {
    await page.goto(`${target.origin}${target.path}`, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      if ('serviceWorker' in navigator && navigator.serviceWorker.controller === null) {
        const registration = await navigator.serviceWorker.getRegistration();
        if (registration) await navigator.serviceWorker.ready;
      }
    });
    await page.waitForTimeout(2_000);
  });
}

let version = '';
async function score(url, name) {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    // The browser was left as the visit needs it (see forgetEverything and visitBefore).
    disableStorageReset: true,
  });
  const { categories, audits, lighthouseVersion, runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse could not score ${url}: ${runtimeError.code} ${runtimeError.message}`);
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

/** A run Lighthouse could not finish (a page that did not paint in time on a busy machine) is run again, once. */
async function scoreOrAgain(url, name, prepare) {
  try {
    return await score(url, name);
  } catch (error) {
    console.warn(`${error.message} Once more.`);
    await prepare();
    return score(url, name);
  }
}

const chromiumPath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
);
if (!chromiumPath) throw new Error('No Chromium: set CHROME_PATH.');

const outDir = temporaryDir('cabinet-lighthouse-build-');
start('pnpm', ['--filter', '@cabinet/api', 'mock:serve'], { MOCK_PORT: String(MOCK_PORT) });
console.log('Building the production bundle (the API at /api on its own origin) and the reference page…');
await run('pnpm', [
  '--filter',
  '@cabinet/app',
  'exec',
  'vite',
  'build',
  '--mode',
  'measure',
  '--logLevel',
  'warn',
  '--outDir',
  outDir,
  '--emptyOutDir',
]);
await run(process.execPath, [
  '--input-type=module',
  '-e',
  "import { buildReference } from './tests/build/reference/build.ts'; buildReference();",
]);
serveReference(path.join(root, 'tests/build/reference/dist'));
start(process.execPath, ['apps/server/src/cli.ts'], {
  PORT: String(CABINET_PORT),
  HOST: '127.0.0.1',
  API_UPSTREAM: api,
  CABINET_DIST: outDir,
  SERVER_LOG: 'off',
});
start(chromiumPath, [
  ...CHROMIUM_FLAGS,
  `--remote-debugging-port=${DEBUGGING_PORT}`,
  `--user-data-dir=${temporaryDir('cabinet-lighthouse-profile-')}`,
  'about:blank',
]);
await Promise.all([
  waitFor(`${api}/__mock/scenario`, 'The mock school'),
  waitFor(`${origin}/login`, 'The cabinet’s server'),
  waitFor(`${referenceOrigin}/`, 'The reference page'),
  waitFor(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`, 'Chromium'),
]);

const session = (target) => (target.account ? signIn(target.account) : null);
const reportName = (target, visit, i) =>
  `${target.name.replaceAll(/[^a-z]+/g, '-')}-${visit}-${i + 1}`.replaceAll(/-+/g, '-');

const rows = [];
for (const visit of VISITS) {
  for (const target of PAGES) {
    const url = `${target.origin}${target.path}`;
    const runs = [];
    // An unscored visit first: the school's server answers its first calls slowly while it warms up,
    // which a server in use does not; for a return, it is the visit returned from.
    await forgetEverything(target, await session(target));
    if (visit === 'return') await visitBefore(target);
    else await score(url, null);
    for (let i = 0; i < RUNS; i++) {
      const prepare = async () => {
        if (visit === 'cold') await forgetEverything(target, await session(target));
      };
      await prepare();
      const measured = await scoreOrAgain(url, reportName(target, visit, i), prepare);
      console.log(`${target.name}, ${visit} visit, run ${i + 1}: ${measured.score}`);
      runs.push(measured);
    }
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
    rows.push({
      page: `${target.name} (${target.path})`,
      visit,
      runs: runs.map((r) => r.score).join(' '),
      ...median,
    });
  }
}

const header = ['page', 'visit', 'runs', 'median', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];
const lines = rows.map((r) => [
  r.page,
  r.visit,
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
