import type { ClubParticipant } from '@cabinet/api/model';

/** A participant's name in the interface language (the English spelling when there is one). */
export const participantName = (participant: ClubParticipant, language: string): string =>
  language === 'en' && participant.student.name_en ? participant.student.name_en : participant.student.name;
