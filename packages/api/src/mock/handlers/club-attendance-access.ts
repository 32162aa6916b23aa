import type { UserRow } from '../db';
import { type ClubRow, clubs } from '../db/clubs';
import { pathId } from './request-params';
import { fail } from './respond';
import { CLUB_LEAD_SPACES, requireSpaces } from './teaching-space';

/**
 * The club of a call only its leading teacher may make: spaces that lead no clubs are 403; a
 * club the teacher does not lead is 404, so nobody learns what another teacher's club holds.
 */
export function leadClub(request: Request, clubIdParam: string | readonly string[] | undefined) {
  const user: UserRow = requireSpaces(request, CLUB_LEAD_SPACES);
  const club: ClubRow | undefined = clubs.byId(pathId(clubIdParam, 'club'));
  if (!club || club.teacher_id !== user.id) fail(404, 'not_found', 'The club was not found.');
  return { user, club };
}
