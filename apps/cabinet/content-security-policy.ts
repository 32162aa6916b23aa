import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The build's file of the page's Content Security Policy, for the server to send (apps/server). */
export const CSP_FILE = 'csp.json';

/** A policy as directives, each with its sources: `{ "script-src": ["'self'", "'sha256-…'"] }`. */
export type Directives = Record<string, string[]>;

/** The text of every inline script of a page (a `<script>` without `src`), as the browser hashes it. */
const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');

/** A CSP hash source: the SHA-256 of the script's UTF-8 text, in base64. */
const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The origin of an absolute http(s) or ws(s) address; nothing for a relative one or none. */
const originOf = (address: string | undefined): string[] => {
  if (!address || !/^(https?|wss?):\/\//.test(address)) return [];
  return [new URL(address).origin];
};

/** Where Google's sign-in button comes from, when the build is given a Google client id. */
const GOOGLE = 'https://accounts.google.com/gsi/';

/**
 * The page's policy, from the build's configuration and its finished `index.html`:
 * - scripts only from the cabinet's origin and the inline preload by its hash (no `'unsafe-inline'`
 *   scripts, no `eval`);
 * - calls to the cabinet's origin (the API proxied under it), the API's host when the build names
 *   another, the live socket and the media host;
 * - pictures, video and captions from the cabinet and the media host; the partners' logos' hosts;
 * - styles inline as well: MUI writes its styles into `<style>` elements as pages render;
 * - no plugins, no framing by other sites, forms posted only to the cabinet.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>, html: string): Directives {
  const google = env.VITE_GOOGLE_CLIENT_ID ? [GOOGLE] : [];
  const media = originOf(env.VITE_MEDIA_BASE_URL);
  const logos = [env.VITE_PARTNER_SCHOOL_LOGO_URL, env.VITE_PARTNER_TRAINING_LOGO_URL].flatMap(originOf);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts(html).map(hashSource), ...google.map((g) => `${g}client`)],
    'style-src': ["'self'", "'unsafe-inline'", ...google.map((g) => `${g}style`)],
    'connect-src': [
      "'self'",
      ...originOf(env.VITE_API_BASE_URL),
      ...originOf(env.VITE_SOCKET_URL),
      ...media,
      ...google,
    ],
    'img-src': [...new Set(["'self'", 'data:', 'blob:', ...media, ...logos])],
    'media-src': ["'self'", 'blob:', ...media],
    'font-src': ["'self'", 'data:'],
    'frame-src': google,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as a header's value; a directive without sources allows nothing (`'none'`). */
export const policyHeader = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`)
    .join('; ');

/**
 * Writes the page's policy (see contentSecurityPolicy) to `csp.json` beside `index.html`, from the
 * finished page, so the hash of its inline script (the first-files preload of first-files.ts) is
 * the hash of what is served.
 */
export const writeContentSecurityPolicy = (): Plugin => {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'cabinet:content-security-policy',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      env = config.env as Record<string, string | undefined>;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return this.error('No index.html in the bundle to write the policy of.');
        const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        const directives = contentSecurityPolicy(env, html);
        this.emitFile({
          type: 'asset',
          fileName: CSP_FILE,
          source: `${JSON.stringify(directives, null, 2)}\n`,
        });
      },
    },
  };
};
