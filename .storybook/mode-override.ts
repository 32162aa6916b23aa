import { useSyncExternalStore } from 'react';
import type { VisualMode } from './modes';

let override: VisualMode | null = null;
const listeners = new Set<() => void>();

/**
 * Shows the rendered story in another colour mode without rendering it again, so whatever its play
 * function opened or typed stays (the caller switches the language, which re-renders the texts);
 * `null` gives the story its own globals back.
 */
export function showInMode(mode: VisualMode | null): void {
  override = mode;
  for (const listener of listeners) listener();
}

/** The mode the story is shown in instead of its globals, if any. */
export function modeOverride(): VisualMode | null {
  return override;
}

/** The same, for a component to render again when it changes. */
export function useModeOverride(): VisualMode | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => override,
  );
}
