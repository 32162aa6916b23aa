import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The reference sign-in page's build (git-ignored), made by `buildReference`. */
export const referenceDistDir = path.join(import.meta.dirname, 'dist');

/** The Vite the cabinet builds with: its own dependency, not another copy. */
const cabinetVite = () => {
  const fromCabinet = createRequire(path.resolve(import.meta.dirname, '../../../apps/cabinet/package.json'));
  return path.join(path.dirname(fromCabinet.resolve('vite/package.json')), 'bin/vite.js');
};

/**
 * Builds the reference sign-in page (`vite.config.ts` beside this file) in production mode, as
 * the budget test's setup: the reference is measured in the same run as the cabinet.
 */
export function buildReference(): void {
  execFileSync(
    process.execPath,
    [
      cabinetVite(),
      'build',
      '--mode',
      'production',
      '--config',
      path.join(import.meta.dirname, 'vite.config.ts'),
    ],
    // React's production build, as the cabinet's: not the test runner's NODE_ENV.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
}
