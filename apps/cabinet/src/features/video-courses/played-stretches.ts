/**
 * Stretches of a video the viewer played, in whole seconds `[from, to)`, as the school counts them
 * (docs/rules-and-limits.md#video-progress).
 */
export type Stretch = [from: number, to: number];

/** The stretches in order, overlapping and touching ones joined, empty ones left out. */
export function mergeStretches(stretches: readonly (readonly [number, number])[]): Stretch[] {
  const sorted = stretches.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Stretch[] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** What of `stretches` is not in `sent`: the seconds the school does not have yet. */
export function withoutStretches(
  stretches: readonly (readonly [number, number])[],
  sent: readonly (readonly [number, number])[],
): Stretch[] {
  let left = mergeStretches(stretches);
  for (const [cutFrom, cutTo] of mergeStretches(sent)) {
    left = left.flatMap(([from, to]): Stretch[] => {
      if (cutTo <= from || cutFrom >= to) return [[from, to]];
      const parts: Stretch[] = [];
      if (from < cutFrom) parts.push([from, cutFrom]);
      if (cutTo < to) parts.push([cutTo, to]);
      return parts;
    });
  }
  return left;
}

/**
 * A stretch the player measured in fractions of a second, in whole seconds within the video's
 * length (rounded, so playing a whole video covers it whole); null when nothing is left.
 */
export function wholeStretch(from: number, to: number, durationSeconds: number): Stretch | null {
  const start = Math.max(0, Math.min(Math.round(from), durationSeconds));
  const end = Math.max(0, Math.min(Math.round(to), durationSeconds));
  return end > start ? [start, end] : null;
}

/** The share of a video its played stretches must cover for the school to count it watched. */
export const WATCHED_PERCENT = 90;
