import { getGetClubMockHandler, getListClubsMockHandler } from '../../generated/clubs/clubs.msw';
import { ListClubsQueryParams } from '../../generated/zod/clubs/clubs';
import { bookingOf } from '../db/club-bookings';
import { cancelledPlaceOf } from '../db/club-cancellations';
import { type ClubRow, clubs } from '../db/clubs';
import { bookingHandlers } from './clubs-booking';
import { type BookingIndex, bookingIndex, clubView } from './clubs-view';
import { type ClubViewer, clubViewer } from './clubs-viewer';
import { paginate } from './paging';
import { parseQuery, pathId } from './request-params';
import { fail } from './respond';
import * as clock from '../../time/clock';

const time = (iso: string) => new Date(iso).getTime();

/**
 * Whether the viewer reads this club: enabled, booked by the student or a place of theirs the
 * school cancelled (they read the refund); a teacher's own clubs.
 */
function canSee(club: ClubRow, viewer: ClubViewer): boolean {
  if (viewer.role === 'teacher') return club.enabled || club.teacher_id === viewer.user.id;
  return (
    club.enabled ||
    bookingOf(club.id, viewer.studentId) !== undefined ||
    cancelledPlaceOf(club.id, viewer.studentId) !== undefined
  );
}

/**
 * Upcoming: clubs not ended, earliest first (a student's and a parent's: enabled, booked or a
 * place the school cancelled; a teacher's: the ones they lead). Archived: ended clubs the student
 * booked (a teacher: led), latest first.
 */
function clubsFor(
  viewer: ClubViewer,
  period: 'upcoming' | 'archived',
  now: number,
  index: BookingIndex,
): ClubRow[] {
  const mine = (club: ClubRow) =>
    viewer.role === 'teacher' ? club.teacher_id === viewer.user.id : index.student.has(club.id);
  if (period === 'archived') {
    return clubs
      .where((club) => time(club.ends_at) <= now && mine(club))
      .sort((a, b) => time(b.starts_at) - time(a.starts_at));
  }
  return clubs
    .where(
      (club) =>
        time(club.ends_at) > now &&
        (viewer.role === 'teacher'
          ? mine(club)
          : club.enabled || mine(club) || cancelledPlaceOf(club.id, viewer.studentId) !== undefined),
    )
    .sort((a, b) => time(a.starts_at) - time(b.starts_at));
}

export const clubsHandlers = [
  getListClubsMockHandler(({ request }) => {
    const viewer = clubViewer(request);
    const query = parseQuery(request, ListClubsQueryParams);
    const index = bookingIndex(viewer.role === 'teacher' ? undefined : viewer.studentId);
    const rows = clubsFor(viewer, query.period ?? 'upcoming', clock.nowMs(), index).filter(
      (club) => (!query.type || club.type === query.type) && (!query.format || club.format === query.format),
    );
    const page = paginate(request, rows);
    return { data: page.data.map((club) => clubView(club, viewer, index)), meta: page.meta };
  }),

  getGetClubMockHandler(({ request, params }) => {
    const viewer = clubViewer(request);
    const club = clubs.byId(pathId(params.clubId, 'club'));
    if (!club || !canSee(club, viewer)) fail(404, 'not_found', 'The club was not found.');
    return { data: clubView(club, viewer) };
  }),

  ...bookingHandlers,
];
