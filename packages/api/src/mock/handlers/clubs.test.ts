import { describe, expect, it } from 'vitest';
import { getClub, listClubs } from '../../generated/clubs/clubs';
import { GetClubResponse, ListClubsResponse } from '../../generated/zod/clubs/clubs';
import { resetDb } from '../db';
import { bookingOf } from '../db/club-bookings';
import { clubs } from '../db/clubs';
import { DEMO } from '../db/world/people';
import { setScenario } from '../scenarios/state';
import { upcomingClubs } from '../../testing/clubs';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

describe('listClubs', () => {
  it('shows a student the upcoming enabled clubs with their own places; Zoom only with a free or paid place', async () => {
    await signIn('student@demo.school');
    const list = await upcomingClubs();
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((c) => new Date(c.ends_at) > new Date() && (c.enabled || c.booking))).toBe(true);
    expect(list.map((c) => c.starts_at)).toEqual(
      [...list.map((c) => c.starts_at)].sort((a, b) => Date.parse(a) - Date.parse(b)),
    );
    const statuses = list.flatMap((c) => (c.booking ? [c.booking.status] : []));
    expect(statuses).toContain('payment_pending');
    expect(statuses).toContain('paid');
    const pending = list.find((c) => c.booking?.status === 'payment_pending');
    expect(pending?.booking?.order_id).toBeGreaterThan(0);
    for (const club of list.filter((c) => c.format === 'online')) {
      const holds = club.booking?.status === 'free' || club.booking?.status === 'paid';
      expect(club.zoom_link !== null).toBe(holds);
    }
    for (const club of list.filter((c) => c.format === 'offline'))
      expect(club.address_en).toBe('72 Velyka Vasylkivska St, Kyiv');
    expect(list.every((c) => c.bookings_count === null)).toBe(true);
    expect(list.some((c) => c.seats_left === 0)).toBe(true);
  });

  it('filters by type and format, in pages', async () => {
    await signIn('student@demo.school');
    const speaking = ListClubsResponse.parse(
      await listClubs({ type: 'speaking', format: 'online', per_page: 2 }),
    );
    expect(speaking.meta.per_page).toBe(2);
    expect(speaking.data.every((c) => c.type === 'speaking' && c.format === 'online')).toBe(true);
    await expectError(listClubs({ period: 'someday' as 'upcoming' }, silent), 422, 'validation_failed');
  });

  it('shows the archived clubs the student booked, attended and missed, latest first', async () => {
    await signIn('student@demo.school');
    const archived = ListClubsResponse.parse(await listClubs({ period: 'archived' }));
    expect(archived.data.length).toBeGreaterThanOrEqual(4);
    expect(archived.data.every((c) => c.booking !== null && new Date(c.ends_at) <= new Date())).toBe(true);
    expect(archived.data.map((c) => c.booking?.attended)).toEqual(expect.arrayContaining([true, false]));
  });

  it('shows a parent a child’s clubs by student_id; the child must be named; another student is 404', async () => {
    await signIn('parent@demo.school');
    for (const child of [DEMO.maksym(), DEMO.sofiia()]) {
      const upcoming = ListClubsResponse.parse(await listClubs({ student_id: child, per_page: 100 }));
      expect(upcoming.data.some((c) => c.booking !== null)).toBe(true);
      const archived = ListClubsResponse.parse(await listClubs({ student_id: child, period: 'archived' }));
      expect(archived.data.length).toBeGreaterThan(0);
    }
    await expectError(listClubs(undefined, silent), 422, 'validation_failed');
    await expectError(listClubs({ student_id: DEMO.student() }, silent), 404, 'not_found');
  });

  it('shows a teacher the clubs they lead with the number of places; a visitor is refused', async () => {
    await signIn('teacher@demo.school');
    const led = ListClubsResponse.parse(await listClubs({ per_page: 100 }));
    expect(led.data.length).toBeGreaterThan(0);
    expect(
      led.data.every(
        (c) => c.teacher.id === DEMO.teacher() && c.bookings_count !== null && c.booking === null,
      ),
    ).toBe(true);
    const past = ListClubsResponse.parse(await listClubs({ period: 'archived' }));
    expect(past.data.every((c) => c.teacher.id === DEMO.teacher())).toBe(true);
    await signIn('visitor@demo.school');
    await expectError(listClubs(undefined, silent), 403, 'forbidden');
  });
});

describe('listClubs with the hostile data set', () => {
  it('answers markup in the club texts as plain strings the contract accepts', async () => {
    setScenario({ hostile: true });
    resetDb();
    try {
      await signIn('student@demo.school');
      const answer = ListClubsResponse.parse(await listClubs({ format: 'offline' }));
      expect(answer.data[0]?.name).toContain('<script>');
      expect(answer.data[0]?.address).toContain('<script>');
    } finally {
      setScenario({ hostile: false });
      resetDb();
    }
  });
});

describe('getClub', () => {
  it('reads an enabled club, with the student’s place', async () => {
    await signIn('student@demo.school');
    const [paid] = (await upcomingClubs()).filter((c) => c.booking?.status === 'paid');
    const answer = GetClubResponse.parse(await getClub(paid!.id));
    expect(answer.data.booking?.status).toBe('paid');
    if (answer.data.format === 'online') expect(answer.data.passcode).not.toBeNull();
  });

  it('hides a disabled club nobody of the caller booked (404), and unknown ids', async () => {
    const disabled = clubs.rows.find((c) => !c.enabled && !bookingOf(c.id, DEMO.student()));
    await signIn('student@demo.school');
    await expectError(getClub(disabled!.id, undefined, silent), 404, 'not_found');
    await expectError(getClub(99999, undefined, silent), 404, 'not_found');
  });

  it('gives the leading teacher the Zoom details and the places; a parent reads a child’s view', async () => {
    const online = clubs.rows.find(
      (c) => c.teacher_id === DEMO.teacher() && c.format === 'online' && c.enabled,
    );
    await signIn('teacher@demo.school');
    const answer = GetClubResponse.parse(await getClub(online!.id));
    expect(answer.data.zoom_link).toBe(online!.zoom_link);
    expect(answer.data.bookings_count).toBeGreaterThanOrEqual(0);
    await signIn('parent@demo.school');
    const child = GetClubResponse.parse(await getClub(online!.id, { student_id: DEMO.maksym() }));
    expect(child.data.bookings_count).toBeNull();
    await signIn('visitor@demo.school');
    await expectError(getClub(online!.id, undefined, silent), 403, 'forbidden');
  });
});
