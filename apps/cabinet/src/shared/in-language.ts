export { type Language, languageOf } from '@cabinet/design-system/i18n';

/** A text the school keeps in both languages, in the interface's: English when chosen and written. */
export const inLanguage = (uk: string, en: string | null | undefined, language: string): string =>
  language === 'en' && en ? en : uk;

/** A person, a program, a module or a course named in the interface language (Ukrainian without English). */
export const nameIn = <Named extends { name: string; name_en?: string | null | undefined }>(
  named: Named,
  language: string,
): string => inLanguage(named.name, named.name_en, language);
