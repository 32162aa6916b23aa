import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderWithApp } from '../../testing/render';
import type { WatchReport } from './use-progress-reporter';
import { VideoPlayer } from './VideoPlayer';

beforeAll(() => loadPageTexts('videoCourses'));

/** The player of a 300-second video, its reports collected. */
function openPlayer() {
  const reports: WatchReport[] = [];
  renderWithApp(
    <VideoPlayer
      src="/media/lesson.webm"
      type="video/webm"
      label="Коли вживати Present Perfect"
      captions={[]}
      startAt={0}
      durationSeconds={300}
      onReport={(watch) => reports.push({ ...watch, played: [...watch.played] })}
    />,
  );
  const element = screen.getByLabelText('Коли вживати Present Perfect') as HTMLVideoElement;
  let paused = true;
  let seeking = false;
  let time = 0;
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => time,
    set: () => undefined,
  });
  Object.defineProperty(element, 'paused', { configurable: true, get: () => paused });
  Object.defineProperty(element, 'seeking', { configurable: true, get: () => seeking });
  const fire = (type: string) => element.dispatchEvent(new Event(type));
  const player = {
    reports,
    play: () => {
      paused = false;
      fire('playing');
    },
    /** Plays on to `to`, the browser reading the time every quarter of a second. */
    playTo: (to: number) => {
      while (time < to) {
        time = Math.min(to, time + 0.25);
        fire('timeupdate');
      }
    },
    seekTo: (to: number) => {
      seeking = true;
      fire('seeking');
      time = to;
      seeking = false;
      fire('seeked');
    },
    pause: () => {
      paused = true;
      fire('pause');
    },
    /** The time leaps without a seek (a stalled tab, a tampered player). */
    leapTo: (to: number) => {
      time = to;
      fire('timeupdate');
    },
    end: () => {
      paused = true;
      fire('pause');
      fire('ended');
    },
  };
  return player;
}

describe('the player reports what was played', () => {
  it('every 10 seconds of playing, with the stretch played and where the viewer is', () => {
    const player = openPlayer();
    player.play();
    player.playTo(9.5);
    expect(player.reports).toEqual([]);
    player.playTo(10);
    expect(player.reports).toEqual([{ position: 10, played: [[0, 10]] }]);
    player.playTo(20);
    expect(player.reports.at(-1)).toEqual({ position: 20, played: [[10, 20]] });
  });

  it('at a pause and a seek, never counting the seconds skipped', () => {
    const player = openPlayer();
    player.play();
    player.playTo(4);
    player.seekTo(200);
    expect(player.reports).toEqual([{ position: 200, played: [[0, 4]] }]);
    player.playTo(203);
    player.pause();
    expect(player.reports.at(-1)).toEqual({ position: 203, played: [[200, 203]] });
    // A seek while paused moves the position only.
    player.seekTo(30);
    expect(player.reports.at(-1)).toEqual({ position: 30, played: [] });
  });

  it('leaves out a leap of the time that was not a seek', () => {
    const player = openPlayer();
    player.play();
    player.playTo(3);
    player.leapTo(250);
    player.playTo(252);
    player.pause();
    expect(player.reports).toEqual([
      {
        position: 252,
        played: [
          [0, 3],
          [250, 252],
        ],
      },
    ]);
  });

  it('at the end, once', () => {
    const player = openPlayer();
    player.seekTo(295);
    player.play();
    player.playTo(300);
    player.end();
    expect(player.reports).toEqual([
      { position: 295, played: [] },
      { position: 300, played: [[295, 300]] },
    ]);
  });

  it('when the page is left, and when the player closes', () => {
    const next = openPlayer();
    next.play();
    next.playTo(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(next.reports).toEqual([{ position: 2, played: [[0, 2]] }]);
    next.playTo(5);
    cleanup();
    expect(next.reports.at(-1)).toEqual({ position: 5, played: [[2, 5]] });
  });
});
