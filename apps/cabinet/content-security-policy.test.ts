import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyHeader } from './content-security-policy';

const PAGE =
  '<html><head><script type="module" src="/assets/a.js"></script><script>preload()</script></head></html>';

describe('the page’s Content Security Policy, from the build’s configuration', () => {
  it('names the API, socket and media hosts the build is given, and Google’s only with a client id', () => {
    const policy = contentSecurityPolicy(
      {
        VITE_API_BASE_URL: 'https://api.school.example/api/v1',
        VITE_SOCKET_URL: 'wss://live.school.example/ws',
        VITE_MEDIA_BASE_URL: 'https://media.school.example/files/',
      },
      PAGE,
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.school.example',
      'wss://live.school.example',
      'https://media.school.example',
    ]);
    expect(policy['img-src']).toContain('https://media.school.example');
    expect(policy['script-src']).toHaveLength(2);
    expect(policy['frame-src']).toEqual([]);
    expect(policyHeader(policy)).toContain("frame-src 'none'");

    const withGoogle = contentSecurityPolicy({ VITE_GOOGLE_CLIENT_ID: 'id' }, PAGE);
    expect(withGoogle['script-src']).toContain('https://accounts.google.com/gsi/client');
    expect(withGoogle['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
  });

  it('lets the partners’ logos come from the hosts the build names for them', () => {
    const policy = contentSecurityPolicy(
      {
        VITE_PARTNER_SCHOOL_LOGO_URL: 'https://cdn.school.example/logo.svg',
        VITE_PARTNER_TRAINING_LOGO_URL: '/media/partners/training.svg',
      },
      PAGE,
    );
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.school.example']);
  });

  it('never allows inline scripts or eval: the inline preload goes by its hash', () => {
    const scripts = contentSecurityPolicy({}, PAGE)['script-src']!;
    expect(scripts[0]).toBe("'self'");
    expect(scripts[1]).toMatch(/^'sha256-[\w+/]+=*'$/);
    expect(scripts.join(' ')).not.toMatch(/unsafe/);
  });
});
