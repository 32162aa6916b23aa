// Remakes the story screenshots with this machine's Chromium and records its version: after a
// browser update, one command instead of a failing or tolerated run. Every story runs with `-u`,
// which compares as on the same browser (see .storybook/visual-check.setup.ts), so each screenshot
// this Chromium draws differently is rewritten; the rest already pass with it. Only a run in
// which every story passed records the version.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECORD = '.storybook/screenshots-browser.json';
const RUNNING = 'visual-diffs/browser.json';

const run = spawnSync('pnpm exec vitest run --project stories --project screens --update', {
  cwd: root,
  stdio: 'inherit',
  shell: true,
});
if (run.status !== 0) {
  console.error(
    `\nscreenshots:refresh: the story tests failed, so ${RECORD} keeps its version. Fix them and run it again ` +
      '(`git status` shows the screenshots rewritten so far).',
  );
  process.exit(run.status ?? 1);
}

const read = (file) => {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8')).chromium;
  } catch {
    return undefined;
  }
};
const chromium = read(RUNNING);
const before = read(RECORD);
if (!chromium) {
  console.error(`screenshots:refresh: the story tests left no ${RUNNING} naming their browser.`);
  process.exit(1);
}
writeFileSync(path.join(root, RECORD), `${JSON.stringify({ chromium }, null, 2)}\n`);
const rewritten = spawnSync('git', ['status', '--porcelain', '--', '*/__screenshots__/*.png'], {
  cwd: root,
  encoding: 'utf8',
})
  .stdout?.split('\n')
  .filter(Boolean).length;
console.log(
  `\nscreenshots:refresh: the screenshots are Chromium ${chromium}'s (${RECORD}; they were ${before ?? 'unrecorded'}'s). ` +
    `${rewritten ?? 'Some'} screenshot(s) changed: look at them (\`git diff --stat\`) and commit them with the record.`,
);
