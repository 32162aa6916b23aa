import { ApiError } from '@cabinet/api/http';
import type { Club } from '@cabinet/api/model';

/** What the viewer may do with a club now (seed 001 §4 "Club participation"). */
export type ClubOptions = {
  /** Not booked and not started: a free place (group students) or a paid one may be asked for. */
  book: boolean;
  /** A free or pending place before the start: it may be cancelled (with a confirmation). */
  cancel: boolean;
  /** A place waiting for payment: its order is paid through checkout. */
  payOrderId: number | null;
  /** A paid place before the start: cancelled only through a manager. */
  cancelThroughManager: boolean;
  /** The club has started: nothing is offered any more. */
  started: boolean;
};

/** The actions a student is offered for a club at `now`; a parent's view offers none of them. */
export function clubOptions(club: Club, now: Date): ClubOptions {
  const started = now.getTime() >= new Date(club.starts_at).getTime();
  const booking = club.booking;
  if (started) {
    return { book: false, cancel: false, payOrderId: null, cancelThroughManager: false, started };
  }
  if (!booking) {
    return { book: club.enabled, cancel: false, payOrderId: null, cancelThroughManager: false, started };
  }
  return {
    book: false,
    cancel: booking.status !== 'paid',
    payOrderId: booking.status === 'payment_pending' ? booking.order_id : null,
    cancelThroughManager: booking.status === 'paid',
    started,
  };
}

/** The other clubs a `club_full` refusal suggests (up to three); none for any other answer. */
export function suggestedClubs(error: unknown): Club[] {
  if (!(error instanceof ApiError) || error.code !== 'club_full') return [];
  const data = error.data as { suggestions?: unknown } | null;
  return Array.isArray(data?.suggestions) ? (data.suggestions as Club[]) : [];
}

/** The club's name in the interface language. */
export const clubName = (club: Pick<Club, 'name' | 'name_en'>, language: string): string =>
  language === 'en' ? club.name_en || club.name : club.name;

/** The school's address in the interface language (offline clubs). */
export const clubAddress = (club: Pick<Club, 'address' | 'address_en'>, language: string): string | null =>
  language === 'en' ? (club.address_en ?? club.address) : club.address;
