import { describe, expect, it } from 'vitest';
import { getClub, listClubs, updateClubNotes } from '../../generated/clubs/clubs';
import { UpdateClubNotesResponse } from '../../generated/zod/clubs/clubs';
import { clubs } from '../db/clubs';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const ledClub = () => {
  const club = clubs.rows.find((c) => c.teacher_id === DEMO.teacher() && c.enabled);
  if (!club) throw new Error('no club');
  return club;
};

describe('updateClubNotes', () => {
  it('saves the notes of the leading teacher, up to 2000 characters, and clears them', async () => {
    const club = ledClub();
    await signIn('teacher@demo.school');
    const saved = UpdateClubNotesResponse.parse(await updateClubNotes(club.id, { notes: 'a'.repeat(2000) }));
    expect(saved.data.notes).toHaveLength(2000);
    expect((await getClub(club.id)).data.notes).toHaveLength(2000);
    const led = await listClubs({ per_page: 100 });
    expect(led.data.find((c) => c.id === club.id)?.notes ?? 'a'.repeat(2000)).toHaveLength(2000);
    expect((await updateClubNotes(club.id, { notes: '  ' })).data.notes).toBeNull();
    await updateClubNotes(club.id, { notes: 'Bring the cards' });
    expect((await updateClubNotes(club.id, { notes: null })).data.notes).toBeNull();
  });

  it('refuses notes over 2000 characters: 422 validation_failed, field notes; keeps the old ones', async () => {
    const club = ledClub();
    await signIn('teacher@demo.school');
    await updateClubNotes(club.id, { notes: 'Kept' });
    await expectError(
      updateClubNotes(club.id, { notes: 'a'.repeat(2001) }, silent),
      422,
      'validation_failed',
      'notes',
    );
    expect((await getClub(club.id)).data.notes).toBe('Kept');
  });

  it('hides the notes from students; refuses other teachers (404) and students (403)', async () => {
    const club = ledClub();
    await signIn('teacher@demo.school');
    await updateClubNotes(club.id, { notes: 'Private' });
    await signIn('student@demo.school');
    expect((await getClub(club.id)).data.notes).toBeNull();
    await expectError(updateClubNotes(club.id, { notes: 'x' }, silent), 403, 'forbidden');
    await signIn('dos@demo.school');
    expect((await getClub(club.id)).data.notes).toBeNull();
    await expectError(updateClubNotes(club.id, { notes: 'x' }, silent), 404, 'not_found');
  });
});
