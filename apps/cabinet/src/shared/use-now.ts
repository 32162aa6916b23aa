import { useState } from 'react';

/** The moment the component first rendered: what "started" and "ended" are measured against. */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
