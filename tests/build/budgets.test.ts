import { beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_PAGE,
  builtText,
  entryFiles,
  gzipKb,
  mockDistDir,
  readManifest,
  routeFiles,
  routeKb,
  staticClosure,
  ukrainianTexts,
} from './bundle';
import { buildReference, referenceDistDir } from './reference/build';

/** The budgets of docs/testing.md#budgets, in KB of gzip. */
export const BUDGETS = {
  /** The sign-in page: at most this much more than the reference sign-in page built beside it. */
  signInPageOverReference: 12,
  mockSignInPage: 260,
  lazyChunk: 60,
  // 16 until the query library left the first paint's file: the cabinet pages load it as a file of
  // its own, beside the cabinet's (docs/testing.md#budgets).
  cabinetPageFiles: 17,
  chartsFile: 120,
  excelLibrary: 260,
} as const;

const STUDENT_GROUPS_PAGE = 'src/features/course-pages/CourseListPage.tsx';
const STUDENT_PROGRESS_PAGE = 'src/spaces/student/progress/StudentProgressPage.tsx';
/** Strings of the query library's built code (react-query's provider check, query-core's). */
const QUERY_LIBRARY_MARKERS = ['No QueryClient set', 'Missing queryFn'];
/** A string only React DOM's development build has. */
const REACT_DEVELOPMENT_MARKER = 'Download the React DevTools';
/** The Excel library's own chunk: a lazy chunk of its own budget (docs/testing.md#budgets). */
const EXCEL_LIBRARY = /node_modules[\\/].*[\\/]exceljs[\\/]/;
/** The table files' libraries and writers: loaded when a file is written or read, never with a page. */
const TABLE_FILE_CODE =
  /[\\/](exceljs|papaparse)[\\/]|^_papaparse|features[\\/]table-files[\\/]write-(csv|xlsx)\.ts$/;

describe('bundle budgets (production build)', () => {
  const manifest = readManifest();

  it('finds the Ukrainian texts the first page loads', () => {
    expect(ukrainianTexts(manifest).length).toBeGreaterThanOrEqual(3);
  });

  describe('against the reference sign-in page built in the same run', () => {
    // React, React DOM, MUI, the router, i18next and react-hook-form: an e-mail field and a button
    // (reference/main.tsx), built with the cabinet's Vite, React plugin and output settings.
    beforeAll(() => buildReference(), 180_000);

    it(`the sign-in page loads at most ${BUDGETS.signInPageOverReference} KB of JavaScript more than the reference`, () => {
      const reference = readManifest(referenceDistDir);
      // Measured as the sign-in page is: the entry with its static imports, each file gzipped.
      const referenceKb = [...entryFiles(reference)].reduce(
        (sum, file) => sum + gzipKb(file, referenceDistDir),
        0,
      );
      const kb = routeKb(manifest, SIGN_IN_PAGE);
      console.info(
        `sign-in page: ${kb.toFixed(1)} KB gzip; the reference sign-in page: ${referenceKb.toFixed(1)} KB gzip (${(kb - referenceKb).toFixed(1)} KB more)`,
      );
      expect(referenceKb, 'the reference built with every library it names').toBeGreaterThan(100);
      expect(kb).toBeLessThanOrEqual(referenceKb + BUDGETS.signInPageOverReference);
      // Both are React's production build.
      const files = [
        ...[...entryFiles(reference)].map((file) => builtText(file, referenceDistDir)),
        ...[...routeFiles(manifest, SIGN_IN_PAGE)].map((file) => builtText(file)),
      ];
      expect(files.some((text) => text.includes(REACT_DEVELOPMENT_MARKER))).toBe(false);
    });
  });

  it('the sign-in page loads no part of the query library before it paints: the pages that ask the school load it', () => {
    const withMarkers = (file: string) =>
      QUERY_LIBRARY_MARKERS.filter((marker) => builtText(file).includes(marker));
    const firstPaint = [...routeFiles(manifest, SIGN_IN_PAGE)].filter((file) => withMarkers(file).length > 0);
    expect(firstPaint).toEqual([]);
    // The markers are real: the files the cabinet's pages load have each of them.
    const built = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    const found = new Set(built.flatMap(withMarkers));
    expect([...found].sort()).toEqual([...QUERY_LIBRARY_MARKERS].sort());
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

  it(`the cabinet's file (layout, route tables, http client) is at most ${BUDGETS.lazyChunk} KB, and a cabinet page loads at most ${BUDGETS.cabinetPageFiles} files`, () => {
    const [cabinet] = Object.keys(manifest).filter((key) => /^_cabinet-[\w-]+\.js$/.test(key));
    expect(cabinet, 'the cabinet’s file in the manifest').toBeDefined();
    const kb = gzipKb(manifest[cabinet ?? '']?.file ?? '');
    console.info(`the cabinet's file: ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThanOrEqual(BUDGETS.lazyChunk);
    // A student's groups: the first page's files, the cabinet's, the page's (each of its texts too).
    const files = new Set([
      ...routeFiles(manifest, STUDENT_GROUPS_PAGE),
      ...staticClosure(manifest, [cabinet ?? '']),
    ]);
    expect(files.size).toBeLessThanOrEqual(BUDGETS.cabinetPageFiles);
  });

  it(`the pages with charts load at most ${BUDGETS.chartsFile} KB more than a list page, and no other page loads the chart library`, () => {
    const cabinet = Object.keys(manifest).filter((key) => /^_cabinet-[\w-]+\.js$/.test(key));
    const elsewhere = new Set([
      ...routeFiles(manifest, STUDENT_GROUPS_PAGE),
      ...staticClosure(manifest, cabinet),
    ]);
    const own = [...routeFiles(manifest, STUDENT_PROGRESS_PAGE)].filter(
      (file) => file.endsWith('.js') && !elsewhere.has(file),
    );
    const kb = own.reduce((sum, file) => sum + gzipKb(file), 0);
    console.info(`the progress page's own files: ${kb.toFixed(1)} KB gzip in ${own.length}`);
    expect(kb).toBeLessThanOrEqual(BUDGETS.chartsFile);
    // The chart library comes with the pages that draw charts only: not the sign-in page, not a list.
    const library = own.filter((file) => gzipKb(file) > 50);
    expect(library.length, 'the file with the chart library').toBe(1);
    expect(routeFiles(manifest, SIGN_IN_PAGE).has(library[0] ?? '')).toBe(false);
  });

  it(`the Excel library is one lazy chunk of at most ${BUDGETS.excelLibrary} KB, and no page loads it or the CSV library before a file is made`, () => {
    const excel = Object.entries(manifest).filter(([source]) => EXCEL_LIBRARY.test(source));
    expect(excel.map(([, chunk]) => chunk.isDynamicEntry)).toEqual([true]);
    const kb = gzipKb(excel[0]?.[1].file ?? '');
    console.info(`the Excel library: ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThanOrEqual(BUDGETS.excelLibrary);
    const tableFileCode = new Set(
      Object.entries(manifest)
        .filter(([source]) => TABLE_FILE_CODE.test(source))
        .map(([, chunk]) => chunk.file),
    );
    expect(tableFileCode.size, 'the writers and the libraries in chunks of their own').toBeGreaterThanOrEqual(
      3,
    );
    const pages = Object.entries(manifest)
      .filter(([source, chunk]) => chunk.isDynamicEntry && /^src\/(spaces|areas|features)\//.test(source))
      .filter(([source]) => !TABLE_FILE_CODE.test(source));
    const loadingThem = pages
      .filter(([source]) => [...routeFiles(manifest, source)].some((file) => tableFileCode.has(file)))
      .map(([source]) => source);
    expect(loadingThem).toEqual([]);
  });

  it(`every lazy chunk but the Excel library is at most ${BUDGETS.lazyChunk} KB`, () => {
    const lazy = Object.entries(manifest)
      .filter(
        ([source, chunk]) =>
          chunk.isDynamicEntry && chunk.file.endsWith('.js') && !EXCEL_LIBRARY.test(source),
      )
      .map(([, chunk]) => chunk);
    expect(lazy.length).toBeGreaterThan(0);
    const over = lazy
      .map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file) }))
      .filter(({ kb }) => kb > BUDGETS.lazyChunk);
    expect(over).toEqual([]);
  });
});
