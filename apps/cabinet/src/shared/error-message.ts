import { ApiError } from '@cabinet/api/http';
import { i18n } from '../i18n';

/**
 * The message to show for a failed call: the interface's own text for the server's error code
 * (the `apiErrors` texts, loaded with the pages that call the learning API), else the server's
 * message, else "An unknown error occurred".
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'unknown') {
    const key = `apiErrors:${error.code}`;
    return i18n.exists(key) ? i18n.t(key) : error.message;
  }
  return i18n.t('common:errors.unknown');
}
