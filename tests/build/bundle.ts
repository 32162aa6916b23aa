import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The production build of the cabinet, as Vite's manifest describes it. */
export const distDir = path.resolve(import.meta.dirname, '../../apps/cabinet/dist');
/** The production bundle that runs on the mock school (`build:mock`). */
export const mockDistDir = path.resolve(import.meta.dirname, '../../apps/cabinet/dist-mock');

type Chunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; src?: string };
type Manifest = Record<string, Chunk>;

export function readManifest(dir = distDir): Manifest {
  const file = path.join(dir, '.vite/manifest.json');
  if (!existsSync(file))
    throw new Error(
      'No production build: run `pnpm budgets` (or `pnpm --filter @cabinet/app build:measure` and `build:mock`) first.',
    );
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export const gzipKb = (file: string, dir = distDir) =>
  gzipSync(readFileSync(path.join(dir, file))).length / 1024;

/** A built file's text. */
export const builtText = (file: string, dir = distDir) => readFileSync(path.join(dir, file), 'utf8');

/** Every JavaScript file a chunk loads before it runs: itself and its static imports. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the manifest.`);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The Ukrainian texts (the default language) that every first page loads before it renders: the
 * shell's `common` and `auth` and the design system's; page groups' texts load with their pages.
 */
export const ukrainianTexts = (manifest: Manifest) =>
  Object.keys(manifest).filter((key) => /i18n\/(locales\/uk\/(common|auth)\.json|uk\.ts)$/.test(key));

/**
 * The gzip size of what a route loads: the entry, the default language's texts and the route's
 * page, with their static imports.
 */
export function routeKb(manifest: Manifest, pageSource: string, dir = distDir): number {
  return [...routeFiles(manifest, pageSource)].reduce((sum, file) => sum + gzipKb(file, dir), 0);
}

/** The entry's files: the entry chunk and its static imports. */
export function entryFiles(manifest: Manifest): Set<string> {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The manifest has no entry.');
  return staticClosure(manifest, [entry]);
}

/** The files a route loads: the entry, the default language's texts and the route's page, with their static imports. */
export function routeFiles(manifest: Manifest, pageSource: string): Set<string> {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The manifest has no entry.');
  // A page bundled into the first-paint file has no chunk of its own.
  const page = manifest[pageSource] ? [pageSource] : [];
  return staticClosure(manifest, [entry, ...page, ...ukrainianTexts(manifest)]);
}

export const SIGN_IN_PAGE = 'src/areas/account/pages/LoginPage.tsx';

export function allBuiltFiles(dir = distDir): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)));
}
