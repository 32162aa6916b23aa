import { describe, expect, it } from 'vitest';
import { getClub, listClubParticipants, listClubs, setClubAttendance } from '../../generated/clubs/clubs';
import {
  GetClubResponse,
  ListClubParticipantsResponse,
  SetClubAttendanceResponse,
} from '../../generated/zod/clubs/clubs';
import { bookingsOfClub } from '../db/club-bookings';
import { clubs } from '../db/clubs';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const now = () => Date.now();
/** A club the demo teacher leads, started or not, holding places. */
const ledClub = (started: boolean) => {
  const club = clubs.rows.find(
    (c) =>
      c.teacher_id === DEMO.teacher() &&
      new Date(c.starts_at).getTime() <= now() === started &&
      bookingsOfClub(c.id).length > 0,
  );
  if (!club) throw new Error('no such club in the seed');
  return club;
};

describe('listClubParticipants', () => {
  it('gives the leading teacher every place holder by name with their mark', async () => {
    const club = ledClub(true);
    await signIn('teacher@demo.school');
    const answer = ListClubParticipantsResponse.parse(await listClubParticipants(club.id));
    expect(answer.data.map((p) => p.student.id).sort()).toEqual(
      bookingsOfClub(club.id)
        .map((b) => b.student_id)
        .sort(),
    );
    const names = answer.data.map((p) => p.student.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'uk')));
  });

  it('refuses another teacher (404), a student (403) and an unknown club (404)', async () => {
    const club = ledClub(true);
    await signIn('dos@demo.school');
    await expectError(listClubParticipants(club.id, silent), 404, 'not_found');
    await expectError(listClubParticipants(999999, silent), 404, 'not_found');
    await signIn('student@demo.school');
    await expectError(listClubParticipants(club.id, silent), 403, 'forbidden');
  });
});

describe('setClubAttendance', () => {
  it('marks a started club; the marks reach the student as booking.attended', async () => {
    const club = ledClub(true);
    const [first] = bookingsOfClub(club.id);
    if (!first) throw new Error('no place');
    await signIn('teacher@demo.school');
    const saved = SetClubAttendanceResponse.parse(
      await setClubAttendance(club.id, { attendance: [{ student_id: first.student_id, present: false }] }),
    );
    expect(saved.data.find((p) => p.student.id === first.student_id)?.attended).toBe(false);
    await setClubAttendance(club.id, { attendance: [{ student_id: first.student_id, present: true }] });
    const again = await listClubParticipants(club.id);
    expect(again.data.find((p) => p.student.id === first.student_id)?.attended).toBe(true);
    await signIn(first.student_id);
    const archived = await listClubs({ period: 'archived', per_page: 100 });
    const seen = archived.data.find((c) => c.id === club.id);
    if (seen) expect(seen.booking?.attended).toBe(true);
  });

  it('is refused before the club starts: 409 transition_not_allowed', async () => {
    const club = ledClub(false);
    const [first] = bookingsOfClub(club.id);
    await signIn('teacher@demo.school');
    await expectError(
      setClubAttendance(
        club.id,
        { attendance: [{ student_id: first?.student_id ?? 1, present: true }] },
        silent,
      ),
      409,
      'transition_not_allowed',
    );
  });

  it('refuses a student without a place (422, field attendance), an empty list, others', async () => {
    const club = ledClub(true);
    const holders = new Set(bookingsOfClub(club.id).map((b) => b.student_id));
    const stranger = [DEMO.student(), DEMO.maksym(), DEMO.sofiia(), 2, 3, 4, 5].find(
      (id) => !holders.has(id),
    );
    await signIn('teacher@demo.school');
    await expectError(
      setClubAttendance(club.id, { attendance: [{ student_id: stranger ?? 1, present: true }] }, silent),
      422,
      'validation_failed',
      'attendance',
    );
    await expectError(setClubAttendance(club.id, { attendance: [] }, silent), 422, 'validation_failed');
    await signIn('dos@demo.school');
    await expectError(
      setClubAttendance(club.id, { attendance: [{ student_id: 1, present: true }] }, silent),
      404,
      'not_found',
    );
    await signIn('student@demo.school');
    await expectError(
      setClubAttendance(club.id, { attendance: [{ student_id: 1, present: true }] }, silent),
      403,
      'forbidden',
    );
  });
});

describe('Club.notes', () => {
  it('is read by the leading teacher only', async () => {
    const club = ledClub(false);
    await signIn('teacher@demo.school');
    expect(GetClubResponse.parse(await getClub(club.id)).data.notes).toBeNull();
  });
});
