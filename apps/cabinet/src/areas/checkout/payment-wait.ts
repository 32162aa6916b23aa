/**
 * How the success page waits for a payment the provider has not confirmed yet
 * (docs/statuses.md#payment-on-the-providers-page): it reads the order again, more and more
 * rarely, says after about a minute that it takes longer than usual, goes on every half minute,
 * and stops after ten minutes (the payer can still check by hand). Counted in reads, not by the
 * clock: the waits are the page's own timers.
 */
const FIRST_DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 12_000, 15_000, 15_000];
const LATER_DELAY_MS = 30_000;

/** After this long the page says the payment takes longer than usual. */
export const LONG_WAIT_MS = 60_000;
/** After this long the page stops reading by itself. */
export const GIVE_UP_MS = 10 * 60_000;

const delayBefore = (read: number): number => FIRST_DELAYS_MS[read - 1] ?? LATER_DELAY_MS;

/** How long the page has waited once it has read the order `reads` times (the first read included). */
export function waitedAfter(reads: number): number {
  let waited = 0;
  for (let read = 1; read < reads; read += 1) waited += delayBefore(read);
  return waited;
}

/** The wait before the next read after `reads` reads, or false once the page stops reading by itself. */
export function nextReadDelay(reads: number): number | false {
  const delay = delayBefore(Math.max(reads, 1));
  return waitedAfter(reads) + delay > GIVE_UP_MS ? false : delay;
}

/** Whether the payment has taken longer than usual after `reads` reads. */
export const isLongWait = (reads: number): boolean => waitedAfter(reads) >= LONG_WAIT_MS;
