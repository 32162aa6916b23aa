import { createTable } from './table';

/** The private notes of the teacher who leads a club (one row per club, created on first save). */
export type ClubNotesRow = { id: number; club_id: number; notes: string };

export const clubNotes = createTable<ClubNotesRow>('club-notes', () => []);

/** The notes of a club, or null when none were written. */
export const clubNotesOf = (clubId: number): string | null =>
  clubNotes.rows.find((row) => row.club_id === clubId)?.notes ?? null;

/** Saves (or clears, with an empty text or null) the notes of a club. */
export function saveClubNotes(clubId: number, notes: string | null): void {
  const text = notes?.trim() ? notes : null;
  const rows = clubNotes.rows;
  const index = rows.findIndex((row) => row.club_id === clubId);
  if (text === null) {
    if (index >= 0) rows.splice(index, 1);
    clubNotes.save();
    return;
  }
  const row = rows[index];
  if (row) {
    row.notes = text;
    clubNotes.save();
  } else clubNotes.insert({ club_id: clubId, notes: text });
}
