import { getUpdateClubNotesMockHandler } from '../../generated/clubs/clubs.msw';
import { UpdateClubNotesBody } from '../../generated/zod/clubs/clubs';
import { saveClubNotes } from '../db/club-notes';
import { leadClub } from './club-attendance-access';
import { clubView } from './clubs-view';
import { parseBody } from './request-params';

/** The private notes of a club, written by the teacher who leads it. */
export const clubNotesHandlers = [
  getUpdateClubNotesMockHandler(async ({ request, params }) => {
    const { user, club } = leadClub(request, params.clubId);
    const body = await parseBody(request, UpdateClubNotesBody);
    saveClubNotes(club.id, body.notes);
    return { data: clubView(club, { role: 'teacher', user }) };
  }),
];
