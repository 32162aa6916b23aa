import { createTable } from './table';

/** A visitor's request to join a catalogue group; the school calls back. */
export type RegistrationRequestRow = {
  id: number;
  group_id: number;
  name: string;
  phone: string;
  comment: string | null;
  created_at: string;
};

/** Requests left through the public catalogue; none when the school is seeded. */
export const registrationRequests = createTable<RegistrationRequestRow>('registrationRequests', () => []);
