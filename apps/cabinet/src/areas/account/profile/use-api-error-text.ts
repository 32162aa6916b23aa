import { ApiError, failureKind } from '@cabinet/api/http';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/error-message';

/**
 * The message of a failed call: the server's own where it refused what was sent (it names what to
 * change), the interface's words where the school could not answer at all (the server's text
 * would come in its language, not the page's), or "An unknown error occurred" when it sent none.
 */
export function useApiErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (!(error instanceof ApiError) || error.code === 'unknown') return t('errors.unknown');
    return failureKind(error) === 'server' ? errorMessage(error) : error.message;
  };
}
