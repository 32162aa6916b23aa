import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const indexFile = path.join(root, 'storybook-static/index.json');
const componentsDir = path.join(root, 'packages/design-system/src/components');

const screensDir = path.join(root, 'apps/cabinet/src/screens');

type Entry = { type: 'story' | 'docs'; name: string; title: string; importPath: string };

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

  // The cabinet's screens: one folder per space, its stories grouped under the space's name in the
  // sidebar, with the space's docs page there.
  const spaces = readdirSync(screensDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(spaces)("lists the %s space's screens under one group, with its docs page", (space) => {
    const own = entries.filter((entry) => entry.importPath.includes(`/screens/${space}/`));
    const groups = new Set(own.map((entry) => entry.title.split('/')[0]));
    expect(groups.size).toBe(1);
    expect(own.some((entry) => entry.type === 'docs')).toBe(true);
    expect(own.filter((entry) => entry.type === 'story').length).toBeGreaterThan(0);
  });
});
