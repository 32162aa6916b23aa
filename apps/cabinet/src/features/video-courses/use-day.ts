import { formatCalendarDate, toLanguage } from '@cabinet/design-system/format';
import { useTranslation } from 'react-i18next';

/** Writes a calendar date (`yyyy-MM-dd`) in the interface's language: "24 грудня 2026 р.". */
export function useDay(): (date: string) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (date) => formatCalendarDate(date, language);
}
