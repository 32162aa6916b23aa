import { useEffect, useRef } from 'react';

/**
 * A form that records something waiting (an interview held or missed) is gone once it is
 * recorded: the news that takes its place takes the focus, so keyboard and screen-reader users
 * are not left on nothing. Returns the ref for that news.
 */
export function useFocusAfterWaiting<T extends HTMLElement>(status: string) {
  const news = useRef<T>(null);
  const before = useRef(status);
  useEffect(() => {
    if (before.current === 'waiting' && status !== 'waiting') news.current?.focus();
    before.current = status;
  }, [status]);
  return news;
}
