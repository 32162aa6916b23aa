import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A process started for the test, with the address it said it listens on. */
type Started = { url: string; stop: () => void };

/**
 * Starts `node <script>` in its own process group and waits for the first address it prints:
 * both the mock school's HTTP server and the cabinet's server print theirs when they listen.
 */
function start(script: string, env: Record<string, string>): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /https?:\/\/[\w.:[\]-]+/.exec(output)?.[0];
      if (url) resolve({ url, stop });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`${script} stopped (${code}) before it listened:\n${output}`)),
    );
  });
}

export type ServedBuild = { url: string; stop: () => void };

/**
 * The production build (mocking off, the example addresses of `.env.measure`, the API on the
 * cabinet's own origin) in a folder of its own, served by the cabinet's server (apps/server) with
 * the mock school's HTTP server as the API behind it.
 */
export async function serveProductionBuild(): Promise<ServedBuild> {
  const outDir = `dist-served-${process.pid}`;
  const root = path.join(ROOT, 'apps/cabinet', outDir);
  execFileSync(
    'pnpm',
    ['--filter', '@cabinet/app', 'exec', 'vite', 'build', '--mode', 'measure', '--outDir', outDir],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  const api = await start('packages/api/scripts/serve-mock.mjs', { MOCK_PORT: '0' });
  const cabinet = await start('apps/server/src/cli.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    API_UPSTREAM: api.url,
    CABINET_DIST: root,
    SERVER_LOG: 'off',
  }).catch((error: unknown) => {
    api.stop();
    throw error;
  });
  return {
    url: cabinet.url,
    stop: () => {
      cabinet.stop();
      api.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
