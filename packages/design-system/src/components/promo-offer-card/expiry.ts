import { TZDate } from '@date-fns/tz';
import { SCHOOL_TIME_ZONE } from '../../format';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether an offer has ended. A plain date ("2026-12-31") is valid through the end of that day in
 * the school's zone; a full date and time ends at that moment.
 */
export function isOfferExpired(validUntil: string, now: Date): boolean {
  const day = DATE_ONLY.exec(validUntil);
  const end = day
    ? new TZDate(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 23, 59, 59, 999, SCHOOL_TIME_ZONE)
    : new Date(validUntil);
  return now.getTime() > end.getTime();
}
