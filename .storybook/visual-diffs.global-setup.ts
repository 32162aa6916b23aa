import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CROSS_VERSION_LIST, RUNNING_BROWSER, VISUAL_DIFFS, recordedChromium } from './screenshot-browser';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) =>
  existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : '';

/**
 * Each run starts with no images of an earlier one, so the folder shows only what changed now; at
 * its end, a run on another Chromium than the screenshots' says how many stories it compared so.
 */
export default function clearVisualDiffs(): () => void {
  rmSync(path.join(root, VISUAL_DIFFS), { recursive: true, force: true });
  return () => {
    const stories = read(CROSS_VERSION_LIST).split('\n').filter(Boolean).length;
    if (stories === 0) return;
    const running = (JSON.parse(read(RUNNING_BROWSER) || '{}') as { chromium?: string }).chromium;
    const recorded = recordedChromium();
    console.log(
      `\n${stories} stories were compared across Chromium versions (screenshots made with ${recorded ?? 'an unrecorded version'}, ` +
        `this browser ${running ?? 'unknown'}), with the browser-change tolerance: an edge may move a pixel, and the ` +
        `story as a whole another, but any other change fails. Remake the screenshots with this browser: ` +
        '`pnpm screenshots:refresh`, then look at and commit them.',
    );
  };
}
