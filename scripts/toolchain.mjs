#!/usr/bin/env node
// Runs one workspace script with Node 24 and pnpm 12. The machine's own Node and pnpm are used
// when they are new enough; otherwise the pinned versions are brought from the npm registry into
// the git-ignored .toolchain/ folder. Dependencies are installed when the lockfile changed.
// Written for any Node >= 18, since it is what `npm start` and `npm test` run first.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.21.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolchain = path.join(root, '.toolchain');
const toolchainBin = path.join(toolchain, 'node_modules', '.bin');
const isWindows = process.platform === 'win32';

const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

function versionOf(command, env) {
  const result = spawnSync(command, ['--version'], { env, encoding: 'utf8', shell: isWindows });
  return result.status === 0 ? result.stdout.trim() : null;
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', shell: isWindows });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function withToolchainPath(env) {
  return { ...env, PATH: `${toolchainBin}${path.delimiter}${env.PATH ?? ''}` };
}

function ensureTools() {
  let env = { ...process.env };
  // A toolchain brought earlier is preferred over looking again.
  if (existsSync(toolchainBin)) env = withToolchainPath(env);
  const node = versionOf('node', env);
  const pnpm = versionOf('pnpm', env);
  const missing = [];
  if (!node || major(node) < 24) missing.push(`node@${NODE_VERSION}`);
  if (!pnpm || major(pnpm) < 12) missing.push(`pnpm@${PNPM_VERSION}`);
  if (missing.length === 0) return env;
  console.log(
    `toolchain: this machine has Node ${node ?? 'none'} and pnpm ${pnpm ?? 'none'}; bringing ${missing.join(' and ')} from the npm registry into .toolchain/`,
  );
  const npm = isWindows ? 'npm.cmd' : 'npm';
  const status = run(
    npm,
    ['install', '--prefix', toolchain, '--no-audit', '--no-fund', '--loglevel=error', ...missing],
    process.env,
  );
  if (status !== 0) {
    console.error('toolchain: could not install the pinned Node and pnpm from the npm registry.');
    process.exit(status);
  }
  return withToolchainPath(process.env);
}

/** Installs the workspace when node_modules is missing or the manifests changed since. */
function ensureInstalled(env) {
  const manifests = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']
    .concat(['packages/api', 'packages/design-system', 'apps/cabinet'].map((p) => `${p}/package.json`))
    .map((file) => path.join(root, file))
    .filter((file) => existsSync(file));
  const hash = createHash('sha256');
  for (const file of manifests) hash.update(readFileSync(file));
  const digest = hash.digest('hex');
  const marker = path.join(root, 'node_modules', '.cabinet-install');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === digest) return;
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const status = run('pnpm', ['install', ...frozen], env);
  if (status !== 0) process.exit(status);
  writeFileSync(marker, digest);
}

const [script = 'dev', ...args] = process.argv.slice(2);
const env = ensureTools();
ensureInstalled(env);
process.exit(run('pnpm', ['run', script, ...args], env));
