import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, readManifest } from './bundle';

const page = () => readFileSync(path.join(distDir, 'index.html'), 'utf8');

describe('what the page asks for before the app starts (production build)', () => {
  it('preloads the first texts of the visitor’s language: the shell’s, the sign-in’s and the design system’s core', () => {
    const listed = /\}\)\((\{"uk":.*\})\);<\/script>/.exec(page())?.[1];
    expect(listed, 'the preload script and its list of files').toBeDefined();
    const files = JSON.parse(listed ?? '{}') as Record<'uk' | 'en', string[]>;
    const manifest = readManifest();
    for (const language of ['uk', 'en'] as const) {
      const expected = [
        `src/i18n/locales/${language}/common.json`,
        `src/i18n/locales/${language}/auth.json`,
        `../../packages/design-system/src/i18n/${language}.ts`,
      ].map((source) => `/${manifest[source]?.file}`);
      expect([...files[language]].sort()).toEqual(expected.sort());
      for (const file of files[language]) expect(existsSync(path.join(distDir, file))).toBe(true);
    }
  });

  it('shows the school’s mark until the app replaces it, hidden from screen readers', () => {
    expect(page()).toMatch(/<div id="root">\s*(<!--[^>]*-->\s*)?<svg\s+aria-hidden="true"/);
  });
});
