import { ApiError } from '@cabinet/api/http';
import type { Club } from '@cabinet/api/model';

/** What the viewer may do with a club now. */
export type ClubOptions = {
  /** Not booked and not started: a paid place may be asked for. */
  book: boolean;
  /** And the week's free place too (group students), which is a speaking club's. */
  bookFree: boolean;
  /** A free or pending place before the start: it may be cancelled (with a confirmation). */
  cancel: boolean;
  /** A place waiting for payment: its order is paid through checkout. */
  payOrderId: number | null;
  /** A paid place before the start: cancelled only through a manager. */
  cancelThroughManager: boolean;
  /** A paid place before the start with no request waiting: the student may ask the school to cancel it. */
  requestCancellation: boolean;
  /** The club has started: nothing is offered any more. */
  started: boolean;
};

/** The actions a student is offered for a club at `now`; a parent's view offers none of them. */
export function clubOptions(club: Club, now: Date): ClubOptions {
  const started = now.getTime() >= new Date(club.starts_at).getTime();
  const booking = club.booking;
  const none = { cancel: false, payOrderId: null, cancelThroughManager: false, requestCancellation: false };
  if (started) return { ...none, book: false, bookFree: false, started };
  if (!booking)
    return { ...none, book: club.enabled, bookFree: club.enabled && club.type === 'speaking', started };
  const paid = booking.status === 'paid';
  return {
    book: false,
    bookFree: false,
    cancel: !paid,
    payOrderId: booking.status === 'payment_pending' ? booking.order_id : null,
    cancelThroughManager: paid,
    requestCancellation: paid && club.cancellation?.status !== 'pending',
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
