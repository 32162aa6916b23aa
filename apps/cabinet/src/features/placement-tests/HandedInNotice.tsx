import type { PretestAttempt } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetHandedIn, unsentOf } from './handed-in';

/**
 * On the taker's result: what of the parts handed in never reached the school (answers that were
 * still waiting on this device when the time ran out, the last changes to the writing), said once;
 * the device then forgets what it kept of them.
 */
export function HandedInNotice({ attempt }: { attempt: PretestAttempt }) {
  const { t } = useTranslation('placementTests');
  const [unsent] = useState(() => unsentOf(attempt));
  useEffect(() => forgetHandedIn(attempt), [attempt]);
  if (unsent.answers === 0 && !unsent.writing) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {unsent.answers > 0 ? (
        <Typography variant="body2">{t('result.unsent.answers', { count: unsent.answers })}</Typography>
      ) : null}
      {unsent.writing ? <Typography variant="body2">{t('result.unsent.writing')}</Typography> : null}
    </Alert>
  );
}
