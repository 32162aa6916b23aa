import { rmSync } from 'node:fs';
import path from 'node:path';

/** Where a run of the story tests leaves the actual and diff images of the stories that changed. */
export const VISUAL_DIFFS = 'visual-diffs';

/** Each run starts with no images of an earlier one, so the folder shows only what changed now. */
export default function clearVisualDiffs(): void {
  rmSync(path.resolve(import.meta.dirname, '..', VISUAL_DIFFS), { recursive: true, force: true });
}
