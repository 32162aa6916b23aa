import { useState } from 'react';
import { clock } from '@cabinet/api/time';

/** The moment the component first rendered: what "started" and "ended" are measured against. */
export function useNow(): Date {
  const [now] = useState(() => clock.now());
  return now;
}
