import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every error code of the contract. */
const codes = read('openapi/schemas/ErrorCode.yaml')
  .split(/^enum:\n/m)[1]!
  .split('\n')
  .map((line) => /^ {2}- ([a-z_]+)$/.exec(line)?.[1])
  .filter((code): code is string => Boolean(code));

/** The source files (no tests, no texts) under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    // Files only: a story's screenshots are kept in a folder named after its file.
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));

const code = [...sources('packages/api/src/mock'), ...sources('apps/cabinet/src')].join('\n');
const rules = read('docs/rules-and-limits.md');

describe('every message of the error catalogue', () => {
  it('has its situation: the mock school answers it or the cabinet shows it, else the rules page says why not', () => {
    expect(codes.length).toBeGreaterThan(50);
    const without = codes.filter(
      (name) =>
        !new RegExp(`['"\`:]${name}['"\`]`).test(code) &&
        !new RegExp(`^- \`${name}\`: no situation in this product\\.`, 'm').test(rules),
    );
    expect(without).toEqual([]);
  });

  it('has its text in both languages', () => {
    for (const language of ['uk', 'en']) {
      const texts = JSON.parse(read(`apps/cabinet/src/i18n/locales/${language}/apiErrors.json`)) as object;
      expect(codes.filter((name) => !(name in texts))).toEqual([]);
    }
  });
});
