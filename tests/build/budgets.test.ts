import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_PAGE,
  gzipKb,
  mockDistDir,
  readManifest,
  routeFiles,
  routeKb,
  ukrainianTexts,
} from './bundle';

/** The budgets of the README, in KB of gzip. */
export const BUDGETS = { signInPage: 212, mockSignInPage: 260, lazyChunk: 60 } as const;

describe('bundle budgets (production build)', () => {
  const manifest = readManifest();

  it('finds the Ukrainian texts the first page loads', () => {
    expect(ukrainianTexts(manifest).length).toBeGreaterThanOrEqual(3);
  });

  it(`the sign-in page loads at most ${BUDGETS.signInPage} KB of JavaScript`, () => {
    const kb = routeKb(manifest, SIGN_IN_PAGE);
    console.info(`sign-in page: ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThanOrEqual(BUDGETS.signInPage);
  });

  it('the sign-in page loads no module of another page: it does not grow as spaces are added', () => {
    const files = routeFiles(manifest, SIGN_IN_PAGE);
    const otherPages = Object.entries(manifest)
      .filter(([source, chunk]) => chunk.isDynamicEntry && /^src\/(spaces|areas|features)\//.test(source))
      .filter(([source]) => source !== SIGN_IN_PAGE)
      .filter(([, chunk]) => files.has(chunk.file))
      .map(([source]) => source);
    expect(otherPages).toEqual([]);
    // The entry, the first-paint file (the sign-in page in it), the bundler's runtime, the clock and
    // three Ukrainian texts.
    expect(files.size).toBeLessThanOrEqual(7);
  });

  it(`on the mock school, the sign-in page paints after at most ${BUDGETS.mockSignInPage} KB: the mock school loads after`, () => {
    const mock = readManifest(mockDistDir);
    const kb = routeKb(mock, SIGN_IN_PAGE, mockDistDir);
    console.info(`sign-in page on the mock school, before the first paint: ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThanOrEqual(BUDGETS.mockSignInPage);
    // The mock school is a chunk the entry imports lazily, never a static import of the first page.
    const school = Object.keys(mock).filter((key) => key.includes('mock/browser'));
    expect(school.length).toBe(1);
    expect(mock[school[0] ?? '']?.isDynamicEntry).toBe(true);
  });

  it(`every lazy chunk is at most ${BUDGETS.lazyChunk} KB`, () => {
    const lazy = Object.values(manifest).filter(
      (chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'),
    );
    expect(lazy.length).toBeGreaterThan(0);
    const over = lazy
      .map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file) }))
      .filter(({ kb }) => kb > BUDGETS.lazyChunk);
    expect(over).toEqual([]);
  });
});
