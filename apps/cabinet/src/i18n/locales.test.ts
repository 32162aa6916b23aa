import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const localeDirs = ['apps/cabinet/src/i18n/locales', 'packages/design-system/src/i18n/locales'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
const read = (dir: string, language: string, file: string) =>
  leaves(JSON.parse(readFileSync(path.join(root, dir, language, file), 'utf8')) as Tree);

const files = localeDirs.flatMap((dir) =>
  [...new Set([...readdirSync(path.join(root, dir, 'uk')), ...readdirSync(path.join(root, dir, 'en'))])].map(
    (file) => [dir, file] as const,
  ),
);

describe('the Ukrainian and English texts', () => {
  it.each(files)('%s %s: both languages carry the same keys, none empty', (dir, file) => {
    const uk = read(dir, 'uk', file);
    const en = read(dir, 'en', file);
    const base = (entries: [string, string][]) =>
      [...new Set(entries.map(([key]) => key.replace(PLURAL, '')))].sort();
    expect(base(uk)).toEqual(base(en));
    expect([...uk, ...en].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it.each(files)('%s %s: plurals have every form of their language', (dir, file) => {
    const forms = (entries: [string, string][], needed: string[]) => {
      const plurals = new Set(
        entries.filter(([key]) => /_one$/.test(key)).map(([key]) => key.replace(/_one$/, '')),
      );
      const keys = new Set(entries.map(([key]) => key));
      return [...plurals].flatMap((key) =>
        needed.filter((form) => !keys.has(`${key}_${form}`)).map((f) => `${key}_${f}`),
      );
    };
    expect(forms(read(dir, 'uk', file), ['one', 'few', 'many', 'other'])).toEqual([]);
    expect(forms(read(dir, 'en', file), ['one', 'other'])).toEqual([]);
  });

  // WCAG 2.5.3, label in name: a button that names its row for a screen reader (`…Named`) begins
  // with the text it shows, so a person who speaks that text to their voice control reaches it.
  it.each(files)('%s %s: a named action begins with its visible text', (dir, file) => {
    for (const language of ['uk', 'en']) {
      const texts = new Map(read(dir, language, file));
      const mismatched = [...texts].filter(([key, text]) => {
        const shown = key.endsWith('Named') ? texts.get(key.slice(0, -'Named'.length)) : undefined;
        return shown !== undefined && !text.startsWith(shown);
      });
      expect(mismatched).toEqual([]);
    }
  });
});
