import type { Notification } from '@cabinet/api/model';
import {
  formatCalendarDate,
  formatDateTime,
  formatEventTime,
  toLanguage,
} from '@cabinet/design-system/format';
import type { TFunction } from 'i18next';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * A notification in the interface language, built from its type and its facts (`params`): names
 * in the page's language where the school gave both, moments in the school's zone (an event's in
 * its own, UTC+2), a score and a level where the school gave them.
 */
export function notificationText(
  notification: Pick<Notification, 'type' | 'params'>,
  t: TFunction,
  language: string,
): string {
  const lang = toLanguage(language);
  const { type, params } = notification;
  const named = (key: string) => text(lang === 'en' ? (params[`${key}_en`] ?? params[key]) : params[key]);
  const startsAt = text(params.starts_at);
  const when = !startsAt
    ? ''
    : type === 'event_starting'
      ? formatEventTime(startsAt, lang)
      : formatDateTime(startsAt, lang);
  const values = {
    title: named('title'),
    course: text(params.course),
    student: named('student'),
    lesson_number: text(params.lesson_number),
    when,
    date: params.renews_on ? formatCalendarDate(text(params.renews_on), lang) : '',
  };
  let main: string;
  if (type === 'substitution_answered') {
    main = t(
      `notifications:type.substitution_answered.${params.answer === 'declined' ? 'declined' : 'accepted'}`,
      values,
    );
  } else if (type === 'placement_result' && values.student) {
    main = t('notifications:type.placement_result_of', values);
  } else {
    main = t(`notifications:type.${type}`, values);
  }
  const extras = [
    params.score !== undefined && params.max_score !== undefined
      ? t('notifications:score', { score: text(params.score), max: text(params.max_score) })
      : '',
    params.level ? t('notifications:level', { level: text(params.level) }) : '',
  ].filter(Boolean);
  return extras.length > 0 ? `${main}: ${extras.join(', ')}` : main;
}
