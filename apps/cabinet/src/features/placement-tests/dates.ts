import { formatDate, formatDateTime, toLanguage } from '@cabinet/design-system/format';

/** A calendar date of the school (yyyy-MM-dd), in the interface's language. */
export const schoolDate = (date: string, language: string) =>
  formatDate(`${date}T12:00:00Z`, toLanguage(language));
export const schoolDateTime = (iso: string, language: string) => formatDateTime(iso, toLanguage(language));
