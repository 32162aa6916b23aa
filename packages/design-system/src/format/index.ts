import { TZDate } from '@date-fns/tz';
import { format as formatDateFns } from 'date-fns';
import { enGB, uk } from 'date-fns/locale';
import type { Language } from '../i18n';

/** The school's time zone; event times are shown in UTC+2. */
export const SCHOOL_TIME_ZONE = 'Europe/Kyiv';
export const EVENT_TIME_ZONE = '+02:00';

export const toLanguage = (language: string | undefined): Language => (language === 'en' ? 'en' : 'uk');
const dateLocale = (language: Language) => (language === 'en' ? enGB : uk);

/** Whole hryvnias: "1 200 грн" / "UAH 1,200". */
export function formatMoney(amount: number, language: Language): string {
  if (language === 'en') {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'UAH',
      maximumFractionDigits: 0,
    }).format(amount);
  }
  // Ukrainian price tags write "грн", not the ₴ sign ICU chooses.
  return `${new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 }).format(amount)} грн`;
}

/** A date and time in a zone (the school's by default): "21 листопада 2026, 18:30". */
export function formatDateTime(iso: string, language: Language, timeZone = SCHOOL_TIME_ZONE): string {
  return formatDateFns(new TZDate(iso, timeZone), 'd MMMM yyyy, HH:mm', { locale: dateLocale(language) });
}

/** A calendar date: "21 листопада 2026". */
export function formatDate(iso: string, language: Language, timeZone = SCHOOL_TIME_ZONE): string {
  return formatDateFns(new TZDate(iso, timeZone), 'd MMMM yyyy', { locale: dateLocale(language) });
}

/** A time of day: "18:30". */
export function formatTime(iso: string, timeZone = SCHOOL_TIME_ZONE): string {
  return formatDateFns(new TZDate(iso, timeZone), 'HH:mm');
}

/** An event's start in UTC+2, with the zone named: "21 листопада 2026, 18:30 (UTC+2)". */
export function formatEventTime(iso: string, language: Language): string {
  return `${formatDateTime(iso, language, EVENT_TIME_ZONE)} (UTC+2)`;
}

/** A day of the calendar, `yyyy-MM-dd` (no time, no zone): "21 листопада 2026". */
export function formatCalendarDate(date: string, language: Language): string {
  return formatDateFns(new TZDate(`${date}T00:00:00Z`, 'UTC'), 'd MMMM yyyy', {
    locale: dateLocale(language),
  });
}

/** A month of the calendar, `yyyy-MM`, as a heading names it: "Листопад 2026" / "November 2026". */
export function formatMonth(month: string, language: Language): string {
  const label = formatDateFns(new TZDate(`${month}-01T00:00:00Z`, 'UTC'), 'LLLL yyyy', {
    locale: dateLocale(language),
  });
  return label.charAt(0).toLocaleUpperCase(language) + label.slice(1);
}
