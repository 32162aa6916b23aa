import { ApiError } from '@cabinet/api/http';
import { i18n } from '../../i18n';
import { errorMessage } from '../../shared/error-message';
import { formatSchoolDate } from './format';

/**
 * The message of a refused placement-test call: a Sunday refusal says the day the test can be
 * taken (the school names it), a writing over its most words says how many it takes, any other
 * the translated message of its code.
 */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'not_held_on_sundays') {
    const day = (error.data as { available_on?: string } | null)?.available_on;
    if (day) return i18n.t('apiErrors:not_held_on_sundays_until', { date: formatSchoolDate(day) });
  }
  if (error instanceof ApiError && error.code === 'too_many_words') {
    const max = (error.data as { max_words?: number } | null)?.max_words;
    if (max) return i18n.t('apiErrors:too_many_words_max', { max });
  }
  return errorMessage(error);
}
