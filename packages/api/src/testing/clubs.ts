import { listClubs } from '../generated/clubs/clubs';
import type { Club } from '../generated/model';
import { ListClubsResponse } from '../generated/zod/clubs/clubs';
import { schoolWeekOf } from '../time/school-time';
import * as clock from '../time/clock';

/** Every upcoming club the signed-in student sees (all pages), checked with the contract's zod. */
export async function upcomingClubs(params: { type?: Club['type'] } = {}): Promise<Club[]> {
  const clubs: Club[] = [];
  for (let page = 1; ; page++) {
    const answer = ListClubsResponse.parse(
      await listClubs({ ...params, period: 'upcoming', page, per_page: 100 }),
    );
    clubs.push(...(answer.data as Club[]));
    if (clubs.length >= answer.meta.total) return clubs;
  }
}

/** Two open speaking clubs of one week in which the student holds no free place: for the free-club journey. */
export function twoFreeChoices(clubs: Club[]): [Club, Club] {
  const usedWeeks = new Set(
    clubs.filter((c) => c.booking?.status === 'free').map((c) => schoolWeekOf(c.starts_at)),
  );
  const open = clubs.filter(
    (c) =>
      c.type === 'speaking' &&
      c.enabled &&
      c.booking === null &&
      c.seats_left > 0 &&
      new Date(c.starts_at) > clock.now() &&
      !usedWeeks.has(schoolWeekOf(c.starts_at)),
  );
  for (const club of open) {
    const other = open.find(
      (c) => c.id !== club.id && schoolWeekOf(c.starts_at) === schoolWeekOf(club.starts_at),
    );
    if (other) return [club, other];
  }
  throw new Error('no week with two open clubs');
}
