import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, readManifest, staticClosure } from './bundle';

const page = () => readFileSync(path.join(distDir, 'index.html'), 'utf8');

describe('what the page asks for before the app starts (production build)', () => {
  const lists = () => {
    const listed = /\}\)\((\{"signedOut":.*\})\);<\/script>/.exec(page())?.[1];
    expect(listed, 'the preload script and its lists of files').toBeDefined();
    return JSON.parse(listed ?? '{}') as Record<'signedOut' | 'signedIn', Record<'uk' | 'en', string[]>>;
  };
  const firstTexts = (language: 'uk' | 'en') =>
    [
      `src/i18n/locales/${language}/common.json`,
      `src/i18n/locales/${language}/auth.json`,
      `../../packages/design-system/src/i18n/${language}.ts`,
    ].map((source) => `/${readManifest()[source]?.file}`);

  it('preloads the first texts of the visitor’s language: the shell’s, the sign-in’s and the design system’s core', () => {
    for (const language of ['uk', 'en'] as const) {
      const files = lists().signedOut[language];
      expect([...files].sort()).toEqual(firstTexts(language).sort());
      for (const file of files) expect(existsSync(path.join(distDir, file))).toBe(true);
    }
  });

  it('for a signed-in visit, preloads the cabinet’s file with its imports and the layout’s texts too', () => {
    const manifest = readManifest();
    const [cabinetKey] = Object.keys(manifest).filter((key) => /^_cabinet-[\w-]+\.js$/.test(key));
    expect(cabinetKey, 'the cabinet’s file in the manifest').toBeDefined();
    const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    const loadedFirst = staticClosure(manifest, entry);
    const cabinet = [...staticClosure(manifest, [cabinetKey ?? ''])].filter((file) => !loadedFirst.has(file));
    for (const language of ['uk', 'en'] as const) {
      const layoutTexts = [
        `src/i18n/locales/${language}/apiErrors.json`,
        `../../packages/design-system/src/i18n/${language}-domain.ts`,
      ].map((source) => `/${manifest[source]?.file}`);
      const expected = [...firstTexts(language), ...cabinet.map((file) => `/${file}`), ...layoutTexts];
      expect([...lists().signedIn[language]].sort()).toEqual(expected.sort());
    }
  });

  it('shows the school’s mark until the app replaces it, hidden from screen readers', () => {
    expect(page()).toMatch(/<div id="root">\s*(<!--[^>]*-->\s*)?<svg\s+aria-hidden="true"/);
  });
});
