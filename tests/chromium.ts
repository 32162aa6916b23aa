import { existsSync } from 'node:fs';

/** Flags for Chromium as root on a machine with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The Chromium to test with: CHROME_PATH, else Debian's, else undefined so Playwright uses the
 * browser it downloaded itself (`playwright install chromium`), where it could.
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}
