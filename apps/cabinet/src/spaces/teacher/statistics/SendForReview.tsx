import { useSendStatisticsForReview } from '@cabinet/api/statistics';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/error-message';

type SendForReviewProps = {
  month: string;
  /** The month's records in progress: what sending moves to review. */
  inProgress: number;
  /** Sent: how many records went. */
  onSent: (count: number) => void | Promise<void>;
};

/**
 * "Send for review" (sendStatisticsForReview): the month's records in progress go to the director
 * of studies, after a confirmation; a refusal shows in the dialog. Without records in progress the
 * button is unavailable and says why.
 */
export function SendForReview({ month, inProgress, onSent }: SendForReviewProps) {
  const { t } = useTranslation('statistics');
  const send = useSendStatisticsForReview({ request: { silent: true } });
  const [asking, setAsking] = useState(false);
  const stateId = useId();
  const close = () => {
    setAsking(false);
    send.reset();
  };
  const confirm = () =>
    send.mutate(
      { data: { month } },
      {
        onSuccess: async ({ data }) => {
          close();
          await onSent(data.records_count);
        },
      },
    );
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', mt: 2 }}>
      <Typography id={stateId} variant="body2">
        {inProgress > 0 ? t('send.waiting', { count: inProgress }) : t('send.nothing')}
      </Typography>
      <Button
        variant="contained"
        onClick={() => setAsking(true)}
        disabled={inProgress === 0}
        aria-describedby={stateId}
      >
        {t('send.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('send.title')}
        text={t('send.text', { count: inProgress })}
        confirmLabel={t('send.confirm')}
        cancelLabel={t('send.back')}
        busy={send.isPending}
        error={send.isError ? errorMessage(send.error) : undefined}
        onConfirm={confirm}
        onClose={close}
      />
    </Stack>
  );
}
