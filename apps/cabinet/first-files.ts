import type { Plugin, Rolldown } from 'vite';
import { STORAGE_KEYS } from '../../packages/api/src/http/storage-keys.ts';
import { APP_LANGUAGE_KEY } from './src/i18n/language-key.ts';

type Chunk = Rolldown.OutputChunk;
type Languages = Record<'uk' | 'en', string[]>;

/** The texts every first page shows (the shell's, the sign-in's, the design system's core), by language. */
const FIRST_TEXTS =
  /[\\/](?:i18n[\\/]locales[\\/](uk|en)[\\/](?:common|auth)\.json|design-system[\\/]src[\\/]i18n[\\/](uk|en)\.ts)$/;
/** The texts of the cabinet layout (the design system's domain parts, the API's errors), by language. */
const CABINET_TEXTS =
  /[\\/](?:i18n[\\/]locales[\\/](uk|en)[\\/]apiErrors\.json|design-system[\\/]src[\\/]i18n[\\/](uk|en)-domain\.ts)$/;

function textsOf(chunks: Chunk[], texts: RegExp, count: number): Languages {
  const files: Languages = { uk: [], en: [] };
  for (const chunk of chunks) {
    const match = texts.exec(chunk.facadeModuleId ?? '');
    const language = match?.[1] ?? match?.[2];
    if (language === 'uk' || language === 'en') files[language].push(`/${chunk.fileName}`);
  }
  if (files.uk.length !== count || files.en.length !== count)
    throw new Error(`Texts ${texts} were not found in the bundle: ${JSON.stringify(files)}.`);
  return files;
}

/** A chunk's file with the files it imports, at any depth. */
function withImports(chunks: Chunk[], start: Chunk): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const stack = [start.fileName];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return files;
}

/**
 * What a visit's first page needs loads while the entry does: a small script in the page adds
 * preload links for the first texts in the visitor's language and, for a signed-in visitor (whose
 * first page is a cabinet page), for the cabinet's file with its imports and texts. Otherwise each
 * waits for the scripts before it to be run.
 */
export const preloadFirstFiles = (cabinetChunk: string): Plugin => ({
  name: 'cabinet:preload-first-files',
  apply: 'build',
  transformIndexHtml(_html, { bundle }) {
    const chunks = Object.values(bundle ?? {}).filter((each): each is Chunk => each.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    const cabinet = chunks.find((chunk) => chunk.name === cabinetChunk);
    if (!entry || !cabinet) throw new Error(`No entry or no ${cabinetChunk} chunk in the bundle.`);
    const loadedFirst = withImports(chunks, entry);
    const cabinetFiles = [...withImports(chunks, cabinet)]
      .filter((file) => !loadedFirst.has(file))
      .map((file) => `/${file}`);
    const first = textsOf(chunks, FIRST_TEXTS, 3);
    const cabinetTexts = textsOf(chunks, CABINET_TEXTS, 2);
    const lists = {
      signedOut: first,
      signedIn: {
        uk: [...first.uk, ...cabinetFiles, ...cabinetTexts.uk],
        en: [...first.en, ...cabinetFiles, ...cabinetTexts.en],
      },
    };
    const script = `(function (lists) {
  var language = 'uk', signedIn = false;
  try {
    if (localStorage.getItem(${JSON.stringify(APP_LANGUAGE_KEY)}) === 'en') language = 'en';
    signedIn = !!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});
  } catch (blocked) {}
  lists[signedIn ? 'signedIn' : 'signedOut'][language].forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})(${JSON.stringify(lists)});`;
    return [{ tag: 'script', children: script, injectTo: 'head' }];
  },
});
