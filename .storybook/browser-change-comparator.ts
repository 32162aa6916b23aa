// The comparison of a story's screenshot with one made by another Chromium version. A browser
// update redraws text: glyph edges shade differently, an edge lands a pixel over, and a line of
// text a fraction of a pixel taller moves what follows it by a pixel or two. What a change to a
// story does (another word, weight, colour, size or spacing) changes more than that. So the story
// may move by `shift` pixels as a whole; a pixel counts as changed only when its colour (the YIQ
// distance pixelmatch uses) is neither at its place in the other image nor within `radius`
// pixels of it, looked at both ways; and a few changed pixels may remain: the larger of
// `allowedMismatchedPixels` and `allowedMismatchedPixelRatio` of the image.
//
// Measured on the committed screenshots against a Chromium that draws text differently
// (`--disable-font-subpixel-positioning`: 538 of 744 screenshots failed the same-browser check,
// 30 changed size by a pixel): with the defaults each differs by at most 80 pixels, of an
// 800×1096 image. Changes to stories drawn by either browser still failed: a word in a table
// row (127 to 656 pixels), a heavier card title (158 to 3,071), a button's "Send" made "Sent"
// (70 in its light mode), 2 px more padding (a new size).

export interface BrowserChangeOptions {
  /** Two colours closer than this (0 to 1, pixelmatch's scale) look the same. */
  threshold?: number;
  /** How many pixels an edge may move... */
  radius?: number;
  /** ...after the whole story moved by up to this many pixels (either way, in each direction). */
  shift?: number;
  /** How many pixels may still differ... */
  allowedMismatchedPixels?: number;
  /** ...or this share of the image's pixels, when that is more. */
  allowedMismatchedPixelRatio?: number;
}

interface Image {
  metadata: { width: number; height: number };
  data: Uint8Array | Uint8ClampedArray;
}

export const BROWSER_CHANGE: Required<BrowserChangeOptions> = {
  threshold: 0.1,
  radius: 1,
  shift: 1,
  allowedMismatchedPixels: 64,
  allowedMismatchedPixelRatio: 0.0001,
};

/** A pixel's colour on white, as Y, I and Q (the colour space pixelmatch measures in). */
function yiq(data: Image['data'], index: number): [number, number, number] {
  const alpha = data[index + 3]! / 255;
  const r = 255 + (data[index]! - 255) * alpha;
  const g = 255 + (data[index + 1]! - 255) * alpha;
  const b = 255 + (data[index + 2]! - 255) * alpha;
  return [
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
    r * 0.59597799 - g * 0.2741761 - b * 0.32180189,
    r * 0.21147017 - g * 0.52261711 + b * 0.31114694,
  ];
}

function distance(a: Image['data'], i: number, b: Image['data'], j: number): number {
  const [y1, i1, q1] = yiq(a, i);
  const [y2, i2, q2] = yiq(b, j);
  return 0.5053 * (y1 - y2) ** 2 + 0.299 * (i1 - i2) ** 2 + 0.1957 * (q1 - q2) ** 2;
}

/**
 * The pixels of `actual`, shifted by (`dx`, `dy`), whose colour is not at the same place in
 * `reference`, nor within `radius` of it both ways; counting stops past `enough`.
 */
function changedPixels(
  reference: Image,
  actual: Image,
  {
    dx,
    dy,
    radius,
    most,
    enough,
    diff,
  }: { dx: number; dy: number; radius: number; most: number; enough: number; diff: Uint8Array | null },
): number {
  const wider = Math.max(reference.metadata.width, actual.metadata.width);
  const taller = Math.max(reference.metadata.height, actual.metadata.height);
  const has = (image: Image, x: number, y: number) =>
    x >= 0 && y >= 0 && x < image.metadata.width && y < image.metadata.height;
  const at = (image: Image, x: number, y: number) => (y * image.metadata.width + x) * 4;
  /** Whether the colour of `image` at (x, y) is found in `other` within `radius` of (ox, oy). */
  const foundNear = (image: Image, x: number, y: number, other: Image, ox: number, oy: number) => {
    const index = at(image, x, y);
    for (let ny = Math.max(0, oy - radius); ny <= Math.min(other.metadata.height - 1, oy + radius); ny += 1) {
      for (
        let nx = Math.max(0, ox - radius);
        nx <= Math.min(other.metadata.width - 1, ox + radius);
        nx += 1
      ) {
        if (distance(image.data, index, other.data, at(other, nx, ny)) <= most) return true;
      }
    }
    return false;
  };
  let changed = 0;
  for (let y = 0; y < taller; y += 1) {
    for (let x = 0; x < wider; x += 1) {
      const inReference = has(reference, x, y);
      const inActual = has(actual, x + dx, y + dy);
      const same =
        inReference &&
        inActual &&
        distance(reference.data, at(reference, x, y), actual.data, at(actual, x + dx, y + dy)) <= most;
      const moved =
        !same &&
        (!inReference || foundNear(reference, x, y, actual, x + dx, y + dy)) &&
        (!inActual || foundNear(actual, x + dx, y + dy, reference, x, y));
      if (!same && !moved) {
        changed += 1;
        if (!diff && changed > enough) return changed;
      }
      if (diff && inReference) {
        // Red where the story changed, yellow where an edge moved, the reference faded elsewhere.
        const faded = 255 - (255 - yiq(reference.data, at(reference, x, y))[0]) * 0.1;
        const colour = !same && !moved ? [255, 0, 0] : moved ? [255, 200, 0] : [faded, faded, faded];
        diff.set([...colour, 255], at(reference, x, y));
      }
    }
  }
  return changed;
}

export function browserChange(
  reference: Image,
  actual: Image,
  { createDiff, ...options }: { createDiff: boolean } & BrowserChangeOptions,
): { pass: boolean; diff: Uint8Array | null; message: string | null } {
  const { threshold, radius, shift, allowedMismatchedPixels, allowedMismatchedPixelRatio } = {
    ...BROWSER_CHANGE,
    ...options,
  };
  const { width, height } = reference.metadata;
  // A text a fraction of a pixel taller or shorter may round the story's size a pixel the other way.
  const slack = radius + shift;
  if (Math.abs(actual.metadata.width - width) > slack || Math.abs(actual.metadata.height - height) > slack) {
    return {
      pass: false,
      diff: null,
      message: `Expected image dimensions to be ${width}×${height}px, but received ${actual.metadata.width}×${actual.metadata.height}px.`,
    };
  }
  // pixelmatch's largest YIQ distance is 35215.
  const most = 35215 * threshold * threshold;
  const area = Math.max(width, actual.metadata.width) * Math.max(height, actual.metadata.height);
  const allowed = Math.max(allowedMismatchedPixels, Math.floor(allowedMismatchedPixelRatio * area));
  // The story as a whole may have moved by `shift` pixels: the closest of those placements counts.
  const offsets = [[0, 0]];
  for (let dy = -shift; dy <= shift; dy += 1) {
    for (let dx = -shift; dx <= shift; dx += 1) if (dx !== 0 || dy !== 0) offsets.push([dx, dy]);
  }
  let best = { changed: Number.POSITIVE_INFINITY, dx: 0, dy: 0 };
  for (const [dx, dy] of offsets) {
    const changed = changedPixels(reference, actual, {
      dx: dx!,
      dy: dy!,
      radius,
      most,
      enough: best.changed,
      diff: null,
    });
    if (changed < best.changed) best = { changed, dx: dx!, dy: dy! };
    if (best.changed <= allowed) break;
  }
  const pass = best.changed <= allowed;
  let diff: Uint8Array | null = null;
  if (createDiff && !pass) {
    diff = new Uint8Array(width * height * 4);
    changedPixels(reference, actual, { ...best, radius, most, enough: Number.POSITIVE_INFINITY, diff });
  }
  return {
    pass,
    diff,
    message: pass
      ? null
      : `${best.changed} pixels differ beyond what a browser update redraws (${allowed} allowed across Chromium versions).`,
  };
}

declare module 'vitest/browser' {
  interface ScreenshotComparatorRegistry {
    browserChange: BrowserChangeOptions;
  }
}
