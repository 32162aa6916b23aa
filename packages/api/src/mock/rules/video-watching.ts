/**
 * Video progress from what the viewer played (docs/rules-and-limits.md#video-progress): the school
 * keeps, per user and video, the stretches played at least once, merged; a video is watched once
 * they cover 90 % of its length. A report may not pass the video's end, and may not add more new
 * seconds than could have been played since the school last counted (at twice the normal speed,
 * with a little slack for rounding and the network).
 */

/** Seconds `[from, to)` of a video; `to` is greater than `from`. */
export type Stretch = readonly [from: number, to: number];

/** The share of a video's length its played stretches must cover for it to be watched. */
export const WATCHED_PERCENT = 90;
/** The fastest playing the school believes: browsers offer up to twice the normal speed. */
export const MAX_PLAYBACK_RATE = 2;
/** New seconds a report may add beyond the time since the last count (rounding, the network). */
export const REPORT_SLACK_SECONDS = 5;

/** The stretches in order, overlapping and touching ones joined. */
export function mergeStretches(stretches: readonly Stretch[]): Stretch[] {
  const sorted = [...stretches].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The seconds covered by stretches, each second counted once. */
export const coveredSeconds = (stretches: readonly Stretch[]): number =>
  mergeStretches(stretches).reduce((sum, [from, to]) => sum + (to - from), 0);

/** Whether the covered seconds reach 90 % of the video's length (exactly: 89.9 % is not watched). */
export const isWatched = (covered: number, durationSeconds: number): boolean =>
  covered * 100 >= WATCHED_PERCENT * durationSeconds;

/** The most new seconds a report may add after `elapsedSeconds` since the last count. */
export const allowedNewSeconds = (elapsedSeconds: number): number =>
  Math.max(0, Math.floor(elapsedSeconds)) * MAX_PLAYBACK_RATE + REPORT_SLACK_SECONDS;

export type WatchReport = { position: number; played: readonly Stretch[] };

export type CountedReport =
  { ok: true; covered: Stretch[]; added: number } | { ok: false; field: string; message: string };

/**
 * Counts a report against what the school keeps: refused (naming the field) when its position or a
 * stretch passes the video's end, a stretch ends where it begins or earlier, or it adds more new
 * seconds than the time since the last count allows (a jump); otherwise the merged stretches and
 * the new seconds. A report counted before adds nothing, so resending it is harmless.
 * `elapsedSeconds` is null when the school has never started counting (the video never opened).
 */
export function countReport(p: {
  report: WatchReport;
  covered: readonly Stretch[];
  durationSeconds: number;
  elapsedSeconds: number | null;
}): CountedReport {
  const { report, durationSeconds } = p;
  if (report.position > durationSeconds) {
    return { ok: false, field: 'position_seconds', message: 'The position is beyond the video’s end.' };
  }
  for (const [index, [from, to]] of report.played.entries()) {
    if (to <= from) {
      return { ok: false, field: `played.${index}`, message: 'A played stretch ends before it begins.' };
    }
    if (to > durationSeconds) {
      return {
        ok: false,
        field: `played.${index}.to_seconds`,
        message: 'A played stretch goes beyond the video’s end.',
      };
    }
  }
  const covered = mergeStretches([...p.covered, ...report.played]);
  const added = coveredSeconds(covered) - coveredSeconds(p.covered);
  if (added > allowedNewSeconds(p.elapsedSeconds ?? 0)) {
    return { ok: false, field: 'played', message: 'More was reported played than the time allows.' };
  }
  return { ok: true, covered, added };
}
