import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import { type Stretch, mergeStretches, wholeStretch } from './played-stretches';
import type { WatchReport } from './use-progress-reporter';

/** A report every this many seconds of playing. */
export const REPORT_EVERY_SECONDS = 10;
/**
 * The largest step between two readings of the playing time that still counts as playing on (a
 * background tab reads it about once a second, at up to twice the speed); a longer one is a seek.
 */
const LONGEST_STEP_SECONDS = 4;

type Options = {
  /** Where the video opens, in seconds (read once, when its length is known). */
  startAt: number;
  /** The video's length as the school counts it: no position or stretch passes it. */
  durationSeconds: number;
  report: (watch: WatchReport) => void;
};

/**
 * A video element's ref that reports the watching (docs/rules-and-limits.md#video-progress): the
 * stretches actually played (a seek is not playing) and where the viewer is, every 10 seconds of
 * playing, at a pause, a seek, the end, when the page is hidden or left, and when the player
 * closes. The video opens at `startAt` once its length is known (not at its very end, which would
 * show a finished video).
 */
export function useSavedPosition({
  startAt,
  durationSeconds,
  report,
}: Options): RefObject<HTMLVideoElement | null> {
  const video = useRef<HTMLVideoElement>(null);
  const onReport = useEffectEvent(report);
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let lastPosition = startAt;
    let played: Stretch[] = [];
    let playedSinceReport = 0;
    // The stretch being played: where it began and the last reading of the playing time.
    let from: number | null = null;
    let last = 0;

    const closeStretch = (at: number) => {
      if (from === null) return;
      const stretch = wholeStretch(from, at, durationSeconds);
      if (stretch) played = mergeStretches([...played, stretch]);
      from = null;
    };
    /** A stretch begins when playing starts (a stalled one that plays on goes on). */
    const begin = () => {
      if (from !== null || element.paused || element.seeking) return;
      from = element.currentTime;
      last = from;
    };
    const send = () => {
      const position = Math.min(Math.floor(element.currentTime), durationSeconds);
      if (played.length === 0 && position === lastPosition) return;
      onReport({ position, played });
      played = [];
      playedSinceReport = 0;
      lastPosition = position;
    };
    /** Ends the stretch where playing reached (the time now, unless it jumped), reports, goes on. */
    const reportNow = () => {
      if (from !== null) {
        const step = element.currentTime - last;
        closeStretch(step >= 0 && step <= LONGEST_STEP_SECONDS ? element.currentTime : last);
      }
      send();
      begin();
    };

    const restore = () => {
      if (startAt > 0 && startAt < element.duration - 1) element.currentTime = startAt;
    };
    const onTime = () => {
      if (from === null) return;
      const step = element.currentTime - last;
      if (step < 0 || step > LONGEST_STEP_SECONDS) {
        closeStretch(last);
        begin();
        return;
      }
      last = element.currentTime;
      playedSinceReport += step;
      if (playedSinceReport >= REPORT_EVERY_SECONDS) reportNow();
    };
    const onSeeking = () => closeStretch(last);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') reportNow();
    };

    if (element.readyState >= 1) restore();
    element.addEventListener('loadedmetadata', restore);
    element.addEventListener('playing', begin);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeking', onSeeking);
    element.addEventListener('seeked', reportNow);
    element.addEventListener('pause', reportNow);
    element.addEventListener('ended', reportNow);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', reportNow);
    return () => {
      element.removeEventListener('loadedmetadata', restore);
      element.removeEventListener('playing', begin);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeking', onSeeking);
      element.removeEventListener('seeked', reportNow);
      element.removeEventListener('pause', reportNow);
      element.removeEventListener('ended', reportNow);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', reportNow);
      if (from !== null) closeStretch(last);
      send();
    };
  }, [startAt, durationSeconds]);
  return video;
}
