import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allBuiltFiles, distDir } from './bundle';

/** Strings only the mock code carries: MSW's log prefix and worker, faker's name, our mock school. */
const MOCK_MARKERS = ['[MSW]', 'mockServiceWorker', 'faker', 'mock-google:', 'Demo1234'];

describe('a build with mocking off', () => {
  const files = allBuiltFiles();

  it('ships no mock service worker script', () => {
    expect(files.filter((file) => file.includes('mockServiceWorker'))).toEqual([]);
  });

  it('contains no MSW, faker or mock school code', () => {
    const found = files
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const text = readFileSync(path.join(distDir, file), 'utf8');
        return MOCK_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
      });
    expect(found).toEqual([]);
  });
});
