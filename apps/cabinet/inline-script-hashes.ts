import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The build's file of the hashes a Content Security Policy allows the page's inline scripts by. */
export const CSP_FILE = 'csp.json';

/** The text of every inline script of a page (a `<script>` without `src`), as the browser hashes it. */
const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');

/** A CSP hash source: the SHA-256 of the script's UTF-8 text, in base64. */
const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The page's inline scripts (the first-files preload of first-files.ts) run under a strict policy
 * without `'unsafe-inline'` only when `script-src` names their hashes. The build writes them, from
 * the finished `index.html`, to `csp.json` beside it, for the server's configuration to read:
 * `{ "script-src": ["'sha256-…'"] }`.
 */
export const inlineScriptHashes = (): Plugin => ({
  name: 'cabinet:inline-script-hashes',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('No index.html in the bundle to hash the scripts of.');
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const policy = { 'script-src': inlineScripts(html).map(hashSource) };
      this.emitFile({ type: 'asset', fileName: CSP_FILE, source: `${JSON.stringify(policy, null, 2)}\n` });
    },
  },
});
