import type { PersonRef } from '@cabinet/api/model';
import { languageOf, nameIn } from '../../shared/in-language';
import { moduleName } from '../feedback/feedback-rules';

export { type Language, languageOf } from '../../shared/in-language';
export const nameOf = (person: PersonRef, language: string) => nameIn(person, language);
export const moduleTitle = (row: Parameters<typeof moduleName>[0], language: string) =>
  moduleName(row, languageOf(language));
