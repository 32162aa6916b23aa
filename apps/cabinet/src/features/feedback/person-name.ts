import type { PersonRef } from '@cabinet/api/model';

/** A person's name in the interface language (the Ukrainian one when there is no English one). */
export const personName = (person: PersonRef, language: 'uk' | 'en'): string =>
  language === 'en' ? person.name_en || person.name : person.name;
