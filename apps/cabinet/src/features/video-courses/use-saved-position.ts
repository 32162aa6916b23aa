import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';

/** How often, at most, the position is sent while the video plays. */
const SAVE_EVERY_SECONDS = 5;

/**
 * A video element's ref that keeps where the viewer is: sent every few seconds while it plays, at
 * a pause, a seek, the end (as watched), when the page is hidden and when the player closes. The
 * video opens at `startAt` once its length is known (not at its very end, which would show a
 * finished video).
 */
export function useSavedPosition(
  startAt: number,
  save: (seconds: number, watched: boolean) => void,
): RefObject<HTMLVideoElement | null> {
  const video = useRef<HTMLVideoElement>(null);
  const onSave = useEffectEvent(save);
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let lastSent = startAt;
    const send = (watched = false) => {
      const seconds = Math.floor(element.currentTime);
      if (!watched && seconds === lastSent) return;
      lastSent = seconds;
      onSave(seconds, watched);
    };
    const restore = () => {
      if (startAt > 0 && startAt < element.duration - 1) element.currentTime = startAt;
    };
    const onTime = () => {
      if (Math.abs(element.currentTime - lastSent) >= SAVE_EVERY_SECONDS) send();
    };
    const onPause = () => send();
    const onEnded = () => send(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send();
    };
    if (element.readyState >= 1) restore();
    element.addEventListener('loadedmetadata', restore);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', onPause);
    element.addEventListener('seeked', onPause);
    element.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      element.removeEventListener('loadedmetadata', restore);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('seeked', onPause);
      element.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onHidden);
      if (!element.ended) send();
    };
  }, [startAt]);
  return video;
}
