import { describe, expect, it } from 'vitest';
import {
  REPORT_SLACK_SECONDS,
  WATCHED_PERCENT,
  allowedNewSeconds,
  countReport,
  coveredSeconds,
  isWatched,
  mergeStretches,
} from './video-watching';

describe('played stretches', () => {
  it('merge overlapping and touching stretches, in order, and keep gaps apart', () => {
    expect(
      mergeStretches([
        [30, 40],
        [0, 10],
        [10, 15],
        [35, 50],
        [60, 61],
      ]),
    ).toEqual([
      [0, 15],
      [30, 50],
      [60, 61],
    ]);
    expect(mergeStretches([])).toEqual([]);
    expect(
      mergeStretches([
        [5, 20],
        [6, 7],
      ]),
    ).toEqual([[5, 20]]);
  });

  it('count each second once however often it was replayed', () => {
    expect(
      coveredSeconds([
        [0, 10],
        [5, 15],
        [0, 10],
        [100, 101],
      ]),
    ).toBe(16);
  });
});

describe('a watched video', () => {
  it('is one whose played seconds cover 90 % of its length', () => {
    expect(WATCHED_PERCENT).toBe(90);
    expect(isWatched(270, 300)).toBe(true);
    expect(isWatched(269, 300)).toBe(false);
    expect(isWatched(300, 300)).toBe(true);
    // 5.4 of a 6-second video is 90 %: 5 whole seconds are not enough, 6 are.
    expect(isWatched(5, 6)).toBe(false);
    expect(isWatched(6, 6)).toBe(true);
  });
});

describe('a report of watching', () => {
  const report = (position: number, ...played: [number, number][]) => ({ position, played });

  it('adds its new seconds to those kept, and a resent report adds nothing', () => {
    const first = countReport({
      report: report(15, [0, 15]),
      covered: [],
      durationSeconds: 300,
      elapsedSeconds: 15,
    });
    expect(first).toEqual({ ok: true, covered: [[0, 15]], added: 15 });
    const again = countReport({
      report: report(15, [0, 15]),
      covered: [[0, 15]],
      durationSeconds: 300,
      elapsedSeconds: 0,
    });
    expect(again).toEqual({ ok: true, covered: [[0, 15]], added: 0 });
  });

  it('is refused beyond the video’s end, naming the position or the stretch', () => {
    const counted = (position: number, played: [number, number][]) =>
      countReport({ report: { position, played }, covered: [], durationSeconds: 300, elapsedSeconds: 600 });
    expect(counted(301, [])).toMatchObject({ ok: false, field: 'position_seconds' });
    expect(counted(300, [[290, 300]])).toMatchObject({ ok: true, added: 10 });
    expect(
      counted(300, [
        [0, 10],
        [290, 301],
      ]),
    ).toMatchObject({ ok: false, field: 'played.1.to_seconds' });
    expect(counted(20, [[20, 20]])).toMatchObject({ ok: false, field: 'played.0' });
    expect(counted(20, [[30, 20]])).toMatchObject({ ok: false, field: 'played.0' });
  });

  it('is refused as a jump when it adds more than twice the time since the last count, with slack', () => {
    expect(allowedNewSeconds(10)).toBe(20 + REPORT_SLACK_SECONDS);
    expect(allowedNewSeconds(-3)).toBe(REPORT_SLACK_SECONDS);
    const after = (elapsedSeconds: number | null, covered: [number, number][] = []) =>
      countReport({ report: report(60, [0, 60]), covered, durationSeconds: 300, elapsedSeconds });
    expect(after(27)).toMatchObject({ ok: false, field: 'played' });
    expect(after(28)).toMatchObject({ ok: true, added: 60 });
    expect(after(null)).toMatchObject({ ok: false, field: 'played' });
    // Only the seconds not kept yet count against the time.
    expect(after(0, [[0, 58]])).toMatchObject({ ok: true, added: 2 });
  });
});
