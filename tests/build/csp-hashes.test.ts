import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './bundle';

/** The built page, and the hashes the build wrote for its server's Content Security Policy. */
const built = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');
const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');

describe('the Content Security Policy the production build writes for its server', () => {
  it('csp.json allows scripts from the cabinet and each inline script of index.html by its SHA-256 only', () => {
    expect(existsSync(path.join(distDir, 'csp.json')), 'csp.json beside index.html').toBe(true);
    const scripts = inlineScripts(built('index.html'));
    // One inline script: the preload of the first files (see first-files.ts).
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain("link.rel = 'modulepreload'");
    const policy = JSON.parse(built('csp.json')) as Record<string, string[]>;
    expect(policy['script-src']).toEqual([
      "'self'",
      ...scripts.map((script) => `'sha256-${sha256(script)}'`),
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // The example build calls its API on its own origin (proxied) and names no other host.
    expect(policy['connect-src']).toEqual(["'self'"]);
  });
});
