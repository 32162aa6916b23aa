import type { PersonRef } from '@cabinet/api/model';
import { personName } from '../feedback/person-name';
import { moduleName } from '../feedback/feedback-rules';

export type Language = 'uk' | 'en';
export const languageOf = (language: string): Language => (language === 'en' ? 'en' : 'uk');
export const nameOf = (person: PersonRef, language: string) => personName(person, languageOf(language));
export const moduleTitle = (row: Parameters<typeof moduleName>[0], language: string) =>
  moduleName(row, languageOf(language));
