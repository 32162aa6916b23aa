import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/**
 * Whether the app has a connection, as react-query sees it: the browser's online and offline
 * events, and calls that got no answer at all while the browser said online (reachability.ts).
 */
export const useOnline = (): boolean =>
  useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
