import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = [
  'apps/cabinet/src',
  'packages/api/src',
  'packages/design-system/src',
  'tests',
  'scripts',
  'openapi',
];
const SKIPPED = /node_modules|[\\/]generated[\\/]|\.bundled/;
const SOURCE = /\.(ts|tsx|mjs|yaml)$/;
/** A reference to a document the reader of the repository does not have. */
const OUTSIDE = /\bseeds? 00[01]\b|\bissue \d+\b|§\s*\d/i;

const files = FOLDERS.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !SKIPPED.test(file) && !file.endsWith('repository-words.test.ts')),
);

describe('the repository explains itself', () => {
  it('no source, test or contract cites a document outside it or an issue number (docs/ has the domain)', () => {
    expect(files.length).toBeGreaterThan(500);
    const citing = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => OUTSIDE.test(line) && !/RFC \d+ §/.test(line))
        .map(({ at }) => at),
    );
    expect(citing).toEqual([]);
  });
});
