import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './error-message';

type PageErrorProps = { error: unknown; onRetry: () => void };

/** A page that failed to load: the translated message of the error and a retry, never a white screen. */
export function PageError({ error, onRetry }: PageErrorProps) {
  const { t } = useTranslation();
  const message = errorMessage(error);
  return (
    <Alert
      severity="error"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      <strong>{t('errors.pageFailed')}</strong>. {message}
    </Alert>
  );
}
