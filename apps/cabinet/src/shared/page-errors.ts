import { useLayoutEffect } from 'react';

let onScreen = 0;

/**
 * How many page errors the screen shows now. A failed query whose page shows its error gets no
 * toast: the failure reporting asks this once the screen's calls have settled.
 */
export const pageErrorsOnScreen = (): number => onScreen;

/** Counts the calling page error as on screen while it is mounted. */
export function useCountedPageError(): void {
  useLayoutEffect(() => {
    onScreen += 1;
    return () => {
      onScreen -= 1;
    };
  }, []);
}
