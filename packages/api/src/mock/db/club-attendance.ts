import { bookingsOfClub, clubBookings } from './club-bookings';

/** Marks the students of a club present or absent (each must hold a place; the caller checks). */
export function markClubAttendance(
  clubId: number,
  marks: readonly { student_id: number; present: boolean }[],
) {
  const places = bookingsOfClub(clubId);
  for (const mark of marks) {
    const place = places.find((booking) => booking.student_id === mark.student_id);
    if (place) place.attended = mark.present;
  }
  clubBookings.save();
}
