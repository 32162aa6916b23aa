import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './error-message';
import { offersRetry } from './failure-handling';
import { useCountedPageError } from './page-errors';

type PageErrorProps = {
  error: unknown;
  onRetry: () => void;
  /** The heading's level: 2 under the page's title, 1 where the error is the whole page. */
  headingLevel?: 1 | 2 | 3;
};

/**
 * A page that failed to load: an alert named by its heading, the translated message of the error
 * and, where asking again can help, a retry; never a white screen. While one is on screen, failed
 * queries get no toast beside it: the page has told the user.
 */
export function PageError({ error, onRetry, headingLevel = 2 }: PageErrorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  useCountedPageError();
  return (
    <Alert
      severity="error"
      aria-labelledby={headingId}
      sx={{ my: 3 }}
      action={
        offersRetry(error) ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle id={headingId} component={`h${headingLevel}`}>
        {t('errors.pageFailed')}
      </AlertTitle>
      {errorMessage(error)}
    </Alert>
  );
}
