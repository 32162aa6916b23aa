import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { visualModes } from '../../.storybook/modes.ts';
import { SCREENSHOTS_BROWSER } from '../../.storybook/screenshot-browser.ts';

const root = path.resolve(import.meta.dirname, '../..');
const indexFile = path.join(root, 'storybook-static/index.json');

type Entry = { type: 'story' | 'docs'; name: string; importPath: string };

/** The file name vitest gives a screenshot's name (`toMatchScreenshot`). */
const fileName = (name: string) =>
  name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');

describe('the committed screenshots of the stories', () => {
  if (!existsSync(indexFile)) throw new Error('No Storybook build: run `pnpm build-storybook` first.');
  const stories = Object.values(
    (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, Entry> }).entries,
  ).filter((entry) => entry.type === 'story');
  const committed = globSync('{packages,apps}/*/src/**/__screenshots__/**/*.png', { cwd: root });

  it('each belong to a story and a mode (a renamed or deleted story leaves none behind)', () => {
    const expected = new Set(
      stories.flatMap((story) =>
        Object.keys(visualModes).map((mode) =>
          path.join(
            path.dirname(story.importPath),
            '__screenshots__',
            path.basename(story.importPath),
            fileName(`${story.name}-${mode}`),
          ),
        ),
      ),
    );
    const orphans = committed.filter(
      (file) => !expected.has(path.join('.', file.replace(/-chromium-[a-z0-9]+\.png$/, ''))),
    );
    expect(orphans).toEqual([]);
  });

  it('name the Chromium version they were made with (`pnpm screenshots:refresh` records it)', () => {
    const record = JSON.parse(readFileSync(path.join(root, SCREENSHOTS_BROWSER), 'utf8')) as {
      chromium?: unknown;
    };
    expect(record.chromium).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('stay small: under 40 MB in all', () => {
    const bytes = committed.reduce((sum, file) => sum + statSync(path.join(root, file)).size, 0);
    expect(committed.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(40 * 1024 * 1024);
  });
});
