import type { Club } from '../../generated/model';
import { type ClubBookingRow, clubBookings } from '../db/club-bookings';
import { clubNotesOf } from '../db/club-notes';
import { type ClubRow, SCHOOL_ADDRESS } from '../db/clubs';
import { personRef } from '../db/person-ref';
import { seatsLeft } from '../rules/clubs';
import { text } from '../scenarios/hostile';
import { studentCancellation } from './club-cancellations-view';
import type { ClubViewer } from './clubs-viewer';

/** The places of every club and one student's places, read once for a list of clubs. */
export type BookingIndex = { places: Map<number, number>; student: Map<number, ClubBookingRow> };

export function bookingIndex(studentId?: number): BookingIndex {
  const index: BookingIndex = { places: new Map(), student: new Map() };
  for (const booking of clubBookings.rows) {
    index.places.set(booking.club_id, (index.places.get(booking.club_id) ?? 0) + 1);
    if (booking.student_id === studentId) index.student.set(booking.club_id, booking);
  }
  return index;
}

/** Places left in a club. */
export const seatsLeftIn = (club: ClubRow, index = bookingIndex()): number =>
  seatsLeft(club.seats_total, index.places.get(club.id) ?? 0);

/**
 * A club as the viewer sees it: their place (a student's own, a parent's child's), or the number
 * of places for the teacher who leads it. The Zoom details go to students holding a free or paid
 * place and to the club's teacher only.
 */
export function clubView(
  club: ClubRow,
  viewer: ClubViewer,
  index = bookingIndex(viewer.role === 'teacher' ? undefined : viewer.studentId),
): Club {
  const booking = viewer.role === 'teacher' ? undefined : index.student.get(club.id);
  const leads = viewer.role === 'teacher' && club.teacher_id === viewer.user.id;
  const seesZoom = leads || booking?.status === 'free' || booking?.status === 'paid';
  const offline = club.format === 'offline';
  return {
    id: club.id,
    type: club.type,
    format: club.format,
    name: club.name,
    name_en: club.name_en,
    description: club.description,
    description_en: club.description_en,
    level: club.level,
    starts_at: club.starts_at,
    ends_at: club.ends_at,
    teacher: personRef(club.teacher_id),
    address: offline ? text(SCHOOL_ADDRESS.uk) : null,
    address_en: offline ? text(SCHOOL_ADDRESS.en) : null,
    room_number: club.room_number,
    zoom_link: seesZoom ? club.zoom_link : null,
    meeting_id: seesZoom ? club.meeting_id : null,
    passcode: seesZoom ? club.passcode : null,
    seats_total: club.seats_total,
    seats_left: seatsLeftIn(club, index),
    price: club.price,
    enabled: club.enabled,
    booking: booking
      ? { status: booking.status, order_id: booking.order_id, attended: booking.attended }
      : null,
    cancellation: viewer.role === 'teacher' ? null : studentCancellation(club.id, viewer.studentId, booking),
    bookings_count: leads ? (index.places.get(club.id) ?? 0) : null,
    notes: leads ? clubNotesOf(club.id) : null,
  };
}
