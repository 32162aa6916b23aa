import { listClubs } from '@cabinet/api/clubs';
import type { Club } from '@cabinet/api/model';

/** A club the signed-in teacher leads, of a period, holding places. */
export async function ledClubWithPlaces(
  period: 'upcoming' | 'archived',
  format?: Club['format'],
): Promise<Club> {
  const club = (await listClubs({ period, per_page: 100 })).data.find(
    (c) => (c.bookings_count ?? 0) > 0 && (!format || c.format === format),
  );
  if (!club) throw new Error(`the seed keeps a ${period} club of the demo teacher with places`);
  return club;
}
