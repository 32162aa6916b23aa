import { formatDate, toLanguage } from '@cabinet/design-system/format';
import { i18n } from '../../i18n';

/** A school date (yyyy-MM-dd) in the interface's language: "30 November 2026". */
export const formatSchoolDate = (date: string): string =>
  // Midday in Kyiv is the same calendar day in the school's zone whatever the offset of the season.
  formatDate(`${date}T12:00:00+02:00`, toLanguage(i18n.language));

/** A duration in seconds as minutes and seconds: "24:05". */
export const formatDuration = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
