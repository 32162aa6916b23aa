import {
  getListClubParticipantsMockHandler,
  getSetClubAttendanceMockHandler,
} from '../../generated/clubs/clubs.msw';
import { SetClubAttendanceBody } from '../../generated/zod/clubs/clubs';
import type { ClubParticipant } from '../../generated/model';
import { markClubAttendance } from '../db/club-attendance';
import { bookingsOfClub } from '../db/club-bookings';
import { personRef } from '../db/person-ref';
import { leadClub } from './club-attendance-access';
import { listOf } from './paging';
import { fail } from './respond';
import * as clock from '../../time/clock';
import { parseBody } from './request-params';

/** Every student holding a place in the club, by name, with their mark. */
function participantsOf(clubId: number): ClubParticipant[] {
  return bookingsOfClub(clubId)
    .map((booking) => ({
      student: personRef(booking.student_id),
      status: booking.status,
      attended: booking.attended,
    }))
    .sort((a, b) => a.student.name.localeCompare(b.student.name, 'uk'));
}

/** The club's participants and attendance, for the teacher who leads it. */
export const clubAttendanceHandlers = [
  getListClubParticipantsMockHandler(({ request, params }) => {
    const { club } = leadClub(request, params.clubId);
    return listOf(participantsOf(club.id));
  }),

  getSetClubAttendanceMockHandler(async ({ request, params }) => {
    const { club } = leadClub(request, params.clubId);
    if (new Date(club.starts_at).getTime() > clock.nowMs()) {
      fail(409, 'transition_not_allowed', 'Attendance is marked once the club has started.');
    }
    const body = await parseBody(request, SetClubAttendanceBody);
    const holders = new Set(bookingsOfClub(club.id).map((booking) => booking.student_id));
    if (body.attendance.some((mark) => !holders.has(mark.student_id))) {
      fail(422, 'validation_failed', 'The given data was invalid: attendance.', { field: 'attendance' });
    }
    markClubAttendance(club.id, body.attendance);
    return listOf(participantsOf(club.id));
  }),
];
