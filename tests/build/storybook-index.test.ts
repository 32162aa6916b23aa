import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const indexFile = path.join(root, 'storybook-static/index.json');
const componentsDir = path.join(root, 'packages/design-system/src/components');

type Entry = { type: 'story' | 'docs'; name: string; importPath: string };

describe("Storybook's built index", () => {
  if (!existsSync(indexFile)) throw new Error('No Storybook build: run `pnpm build-storybook` first.');
  const entries = Object.values(
    (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, Entry> }).entries,
  );
  const components = readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(components)('lists %s with docs, an English and a dark story', (component) => {
    const own = entries.filter((entry) => entry.importPath.includes(`/components/${component}/`));
    expect(own.some((entry) => entry.type === 'docs')).toBe(true);
    const stories = own.filter((entry) => entry.type === 'story').map((entry) => entry.name);
    expect(stories.length).toBeGreaterThan(1);
    expect(stories.some((name) => /english/i.test(name))).toBe(true);
    expect(stories.some((name) => /dark/i.test(name))).toBe(true);
  });
});
