import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

const isOnline = () => navigator.onLine;

/**
 * Whether the browser has a connection, following its online and offline events. "Offline" is
 * certain; "online" may still be a network that reaches nothing, which a failed call then says.
 */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
