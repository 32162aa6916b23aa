/**
 * The one reading of the system clock in the cabinet and in the mock school: whatever asks "what
 * time is it" calls `now()`. Tests pin the moment underneath it (the unit tests' fake `Date`, the
 * browser clock of the end-to-end journeys), so the libraries that read `Date` themselves (the
 * query cache, the calendar) see the same moment as our code.
 */
export const now = (): Date => new Date();

/** `now()` in milliseconds since the epoch. */
export const nowMs = (): number => Date.now();
