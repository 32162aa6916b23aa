import { schoolWeekOf } from '../../time/school-time';

/** What the suggestions need to know about a club. */
export type SuggestedClub = {
  id: number;
  type: string;
  starts_at: string;
  enabled: boolean;
  seats_left: number;
};

export const SUGGESTIONS_MAX = 3;
const DAYS_AHEAD = 14;

/**
 * When a club is full, other clubs are suggested: other enabled clubs that have not
 * started and have seats, of the full club's week, else of the next 14 days; the same type
 * first, then the earliest; at most three.
 */
export function suggestClubs<T extends SuggestedClub>(
  full: SuggestedClub,
  clubs: readonly T[],
  now: Date,
): T[] {
  const time = (club: SuggestedClub) => new Date(club.starts_at).getTime();
  const week = schoolWeekOf(full.starts_at);
  const horizon = now.getTime() + DAYS_AHEAD * 24 * 60 * 60 * 1000;
  const open = clubs.filter(
    (club) => club.id !== full.id && club.enabled && club.seats_left > 0 && time(club) > now.getTime(),
  );
  const sameWeek = open.filter((club) => schoolWeekOf(club.starts_at) === week);
  const soon = open.filter((club) => schoolWeekOf(club.starts_at) !== week && time(club) <= horizon);
  const rank = (list: T[]) =>
    [...list].sort(
      (a, b) => Number(b.type === full.type) - Number(a.type === full.type) || time(a) - time(b),
    );
  return [...rank(sameWeek), ...rank(soon)].slice(0, SUGGESTIONS_MAX);
}
