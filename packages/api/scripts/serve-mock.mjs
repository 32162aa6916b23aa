// `pnpm mock:serve`: the mock school is TypeScript written for bundlers, so it is loaded through
// Vite's server-side module loader (no build step, no extra runner) and started on MOCK_PORT.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = await createServer({
  root,
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null },
});
await vite.ssrLoadModule('/src/mock/server/cli.ts');
