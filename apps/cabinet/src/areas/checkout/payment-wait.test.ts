import { describe, expect, it } from 'vitest';
import { GIVE_UP_MS, LONG_WAIT_MS, isLongWait, nextReadDelay, waitedAfter } from './payment-wait';

/** Every delay the page waits, read after read, until it stops by itself. */
function schedule(): number[] {
  const delays: number[] = [];
  for (let reads = 1; ; reads += 1) {
    const delay = nextReadDelay(reads);
    if (delay === false) return delays;
    delays.push(delay);
  }
}

describe('waiting for the provider’s confirmation', () => {
  it('reads again sooner at first, then more and more rarely (back-off), at most every half minute', () => {
    const delays = schedule();
    expect(delays.slice(0, 4)).toEqual([2_000, 3_000, 5_000, 8_000]);
    for (let index = 1; index < delays.length; index += 1) {
      expect(delays[index]).toBeGreaterThanOrEqual(delays[index - 1]!);
    }
    expect(Math.max(...delays)).toBe(30_000);
  });

  it('says it takes longer than usual after about a minute of reads, not before', () => {
    const firstLong = Array.from({ length: 40 }, (_, index) => index + 1).find(isLongWait)!;
    expect(waitedAfter(firstLong)).toBeGreaterThanOrEqual(LONG_WAIT_MS);
    expect(waitedAfter(firstLong - 1)).toBeLessThan(LONG_WAIT_MS);
    expect(isLongWait(1)).toBe(false);
  });

  it('stops reading by itself after ten minutes', () => {
    const total = schedule().reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeLessThanOrEqual(GIVE_UP_MS);
    expect(total).toBeGreaterThan(GIVE_UP_MS - 30_000);
    expect(nextReadDelay(schedule().length + 1)).toBe(false);
  });
});
