import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { SCHOOL_EMAIL, mailtoSchool } from '../../../features/clubs/school-contact';

type PaymentWaitingProps = {
  orderId: number;
  /** The payment has taken longer than usual (about a minute). */
  longWait: boolean;
  /** Reads the order again now. */
  onCheck: () => void;
};

/**
 * A payment the provider has not confirmed yet (docs/statuses.md#payment-on-the-providers-page):
 * the page checks by itself, with a progress bar; after about a minute it says what to do. It
 * never offers to pay: the money may already be on its way.
 */
export function PaymentWaiting({ orderId, longWait, onCheck }: PaymentWaitingProps) {
  const { t } = useTranslation('checkout');
  const progress = <LinearProgress aria-label={t('success.waitingProgress')} sx={{ mt: 1.5 }} />;
  if (!longWait) {
    return (
      <Alert severity="info" role="none" sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}>
        {t('success.waiting')}
        {progress}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="none" sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}>
      <AlertTitle component="h2">{t('success.longWaitTitle')}</AlertTitle>
      {t('success.longWait')}{' '}
      <Link href={mailtoSchool(t('success.mailSubject', { id: orderId }))}>{SCHOOL_EMAIL}</Link>.{progress}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={onCheck}>
          {t('success.checkNow')}
        </Button>
      </Box>
    </Alert>
  );
}
