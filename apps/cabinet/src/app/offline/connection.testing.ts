import { onlineManager } from '@tanstack/react-query';

/**
 * The browser's connection as a test sets it: what `navigator.onLine` says, the event the browser
 * sends, and react-query's view of it (which hears the event only while a client is mounted).
 */
export function setConnection(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  onlineManager.setOnline(online);
}

/** Back to the browser's own answer (online in tests), for the next test and the next file. */
export function restoreConnection(): void {
  Reflect.deleteProperty(navigator, 'onLine');
  onlineManager.setOnline(true);
}
