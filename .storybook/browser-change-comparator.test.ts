import { describe, expect, it } from 'vitest';
import { browserChange } from './browser-change-comparator';

type Colour = [number, number, number];
type Box = { x: number; y: number; width: number; height: number; colour: Colour };

const WHITE: Colour = [255, 255, 255];
const INK: Colour = [30, 30, 40];

/** A white image of the given size with solid boxes painted on it. */
function image(width: number, height: number, boxes: Box[]) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const box = boxes.findLast((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height);
      data.set([...(box?.colour ?? WHITE), 255], (y * width + x) * 4);
    }
  }
  return { metadata: { width, height }, data };
}

/** "Text": thin strokes of ink, as a row of glyphs leaves them. */
const text = (x: number, y: number): Box[] =>
  Array.from({ length: 12 }, (_, i) => ({ x: x + i * 6, y, width: 2, height: 10, colour: INK }));

const compare = (reference: ReturnType<typeof image>, actual: ReturnType<typeof image>) =>
  browserChange(reference, actual, { createDiff: false });

describe('the comparison across Chromium versions', () => {
  const reference = image(200, 100, [
    ...text(20, 20),
    { x: 20, y: 60, width: 60, height: 20, colour: [25, 118, 210] },
  ]);

  it('passes the same picture', () => {
    expect(compare(reference, reference).pass).toBe(true);
  });

  it('passes edges redrawn a pixel over, and the whole story moved by one more', () => {
    const redrawn = image(200, 100, [
      ...text(20, 20).map((box, i) => ({ ...box, x: box.x + (i % 2), width: 2 + (i % 3 === 0 ? 1 : 0) })),
      { x: 20, y: 60, width: 60, height: 20, colour: [25, 118, 210] },
    ]);
    expect(compare(reference, redrawn).pass).toBe(true);
    const moved = image(200, 100, [
      ...text(21, 22).map((box, i) => ({ ...box, y: box.y + (i % 2) })),
      { x: 21, y: 62, width: 60, height: 20, colour: [25, 118, 210] },
    ]);
    expect(compare(reference, moved).pass).toBe(true);
  });

  it('passes a story a pixel taller, and fails one three pixels taller', () => {
    expect(
      compare(
        reference,
        image(200, 101, [...text(20, 20), { x: 20, y: 60, width: 60, height: 20, colour: [25, 118, 210] }]),
      ).pass,
    ).toBe(true);
    const taller = compare(reference, image(200, 103, []));
    expect(taller.pass).toBe(false);
    expect(taller.message).toContain('200×100px');
  });

  it('fails a changed colour, a moved element and a changed word', () => {
    const recoloured = image(200, 100, [
      ...text(20, 20),
      { x: 20, y: 60, width: 60, height: 20, colour: [46, 125, 50] },
    ]);
    expect(compare(reference, recoloured).pass).toBe(false);
    const moved = image(200, 100, [
      ...text(20, 20),
      { x: 24, y: 60, width: 60, height: 20, colour: [25, 118, 210] },
    ]);
    expect(compare(reference, moved).pass).toBe(false);
    const otherWord = image(200, 100, [
      ...text(20, 20).slice(0, 6),
      { x: 56, y: 20, width: 36, height: 10, colour: INK },
      { x: 20, y: 60, width: 60, height: 20, colour: [25, 118, 210] },
    ]);
    expect(compare(reference, otherWord).pass).toBe(false);
  });

  it('marks what changed in red on the diff image', () => {
    const recoloured = image(200, 100, [
      ...text(20, 20),
      { x: 20, y: 60, width: 60, height: 20, colour: [46, 125, 50] },
    ]);
    const { diff, message } = browserChange(reference, recoloured, { createDiff: true });
    expect(message).toMatch(/^\d+ pixels differ/);
    const at = (x: number, y: number) => [...diff!.slice((y * 200 + x) * 4, (y * 200 + x) * 4 + 3)];
    expect(at(50, 70)).toEqual([255, 0, 0]);
    expect(at(150, 10)).not.toEqual([255, 0, 0]);
  });
});
