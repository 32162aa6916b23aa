import { beforeEach, describe, expect, it } from 'vitest';
import { mergeStretches, wholeStretch, withoutStretches } from './played-stretches';
import { confirmReport, dropReport, keepReport, keptOf, nextRevision, readKept } from './progress-outbox';

const key = { userId: 7, courseId: 3, videoId: 11 };

beforeEach(() => localStorage.clear());

describe('played stretches on the device', () => {
  it('merge, leave out empty ones, and lose what was sent', () => {
    expect(
      mergeStretches([
        [10, 20],
        [0, 10],
        [30, 30],
        [25, 28],
      ]),
    ).toEqual([
      [0, 20],
      [25, 28],
    ]);
    expect(withoutStretches([[0, 30]], [[10, 20]])).toEqual([
      [0, 10],
      [20, 30],
    ]);
    expect(withoutStretches([[0, 30]], [[0, 30]])).toEqual([]);
    expect(withoutStretches([[5, 8]], [[0, 3]])).toEqual([[5, 8]]);
  });

  it('are whole seconds within the video, the same rounding on both sides of a cut', () => {
    expect(wholeStretch(0, 10.3, 300)).toEqual([0, 10]);
    expect(wholeStretch(10.3, 20.6, 300)).toEqual([10, 21]);
    expect(wholeStretch(5.8, 6.09, 6)).toBeNull();
    expect(wholeStretch(0.2, 6.09, 6)).toEqual([0, 6]);
  });
});

describe('the reports kept on the device', () => {
  it('join the stretches of a video’s waiting reports and keep the newest position', () => {
    keepReport(key, { position: 10, played: [[0, 10]], revision: 1 });
    keepReport(key, { position: 5, played: [[20, 25]], revision: 3 });
    keepReport(key, { position: 22, played: [[10, 12]], revision: 2 });
    expect(readKept(key)).toEqual({
      position: 5,
      revision: 3,
      played: [
        [0, 12],
        [20, 25],
      ],
    });
  });

  it('let go of what the school confirmed, and of the entry once nothing newer waits', () => {
    keepReport(key, { position: 10, played: [[0, 10]], revision: 1 });
    keepReport(key, { position: 20, played: [[10, 20]], revision: 2 });
    // Sent while only the first waited: the second stays.
    expect(confirmReport(key, { played: [[0, 10]], revision: 1 })).toEqual({
      position: 20,
      revision: 2,
      played: [[10, 20]],
    });
    expect(confirmReport(key, { played: [[10, 20]], revision: 2 })).toBeNull();
    expect(readKept(key)).toBeNull();
    expect(confirmReport(key, { played: [], revision: 9 })).toBeNull();
  });

  it('are kept per user and video, so another account never sends them', () => {
    keepReport(key, { position: 1, played: [], revision: 1 });
    keepReport({ ...key, videoId: 12 }, { position: 2, played: [], revision: 2 });
    keepReport({ ...key, userId: 8 }, { position: 3, played: [], revision: 3 });
    expect(keptOf(7).map((each) => each.videoId)).toEqual(expect.arrayContaining([11, 12]));
    expect(keptOf(7)).toHaveLength(2);
    expect(keptOf(8)).toEqual([
      { userId: 8, courseId: 3, videoId: 11, report: { position: 3, played: [], revision: 3 } },
    ]);
    dropReport(key);
    expect(keptOf(7).map((each) => each.videoId)).toEqual([12]);
  });

  it('ignore what cannot be read', () => {
    localStorage.setItem('videoProgress:7:3:11', '{not json');
    localStorage.setItem('videoProgress:7:3:12', JSON.stringify({ position: 'x', revision: 1 }));
    expect(readKept(key)).toBeNull();
    expect(keptOf(7)).toEqual([]);
  });

  it('number the reports so a later one always wins, even when the clock stands still', () => {
    const first = nextRevision(localStorage, 1000);
    const second = nextRevision(localStorage, 1000);
    expect(second).toBeGreaterThan(first);
    expect(nextRevision(localStorage, 5000)).toBe(5000);
  });
});
