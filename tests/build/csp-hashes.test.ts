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

describe('the hashes of the inline scripts (production build)', () => {
  it('csp.json names the SHA-256 of each inline script of the built index.html, and nothing else', () => {
    expect(existsSync(path.join(distDir, 'csp.json')), 'csp.json beside index.html').toBe(true);
    const scripts = inlineScripts(built('index.html'));
    // One inline script: the preload of the first files (see first-files.ts).
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain("link.rel = 'modulepreload'");
    const policy = JSON.parse(built('csp.json')) as Record<string, unknown>;
    expect(policy).toEqual({ 'script-src': scripts.map((script) => `'sha256-${sha256(script)}'`) });
  });
});
