import { ApiError } from '@cabinet/api/http';
import { useTranslation } from 'react-i18next';

/** The server's message of a failed call, or "An unknown error occurred" when it sent none. */
export function useApiErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string =>
    error instanceof ApiError && error.code !== 'unknown' ? error.message : t('errors.unknown');
}
