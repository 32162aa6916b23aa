import { ApiError } from '@cabinet/api/http';
import {
  getGetCompanyPretestsQueryKey,
  getListCompanyPaidPretestsQueryKey,
  useAssignPaidPretests,
} from '@cabinet/api/paid-pretests';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/error-message';
import { useFormAlert } from '../../../../shared/use-form-alert';

type AssignPanelProps = {
  /** The chosen employees' ids. */
  chosen: number[];
  /** Checks left, as the school last said. */
  left: number;
  onAssigned: () => void;
  onClear: () => void;
};

/**
 * The choice and the way to assign the test to it. The school keeps the balance: asking for more
 * tests than checks left is refused, and the choice stays for the manager to make it smaller.
 */
export function AssignPanel({ chosen, left, onAssigned, onClear }: AssignPanelProps) {
  const { t } = useTranslation('managerPretests');
  const queryClient = useQueryClient();
  const assign = useAssignPaidPretests({ request: { silent: true } });
  const [confirming, setConfirming] = useState(false);
  const { setAlert, alertView } = useFormAlert();
  const count = chosen.length;

  const send = async () => {
    setConfirming(false);
    setAlert(null);
    try {
      const answer = await assign.mutateAsync({ data: { student_ids: chosen } });
      onAssigned();
      setAlert({ severity: 'success', text: t('assign.done', { count, left: answer.balance.left }) });
    } catch (error) {
      const notEnough = error instanceof ApiError && error.code === 'not_enough_checks';
      setAlert({ severity: 'error', text: notEnough ? t('assign.notEnough') : errorMessage(error) });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListCompanyPaidPretestsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetCompanyPretestsQueryKey() }),
    ]);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('assign.region')}
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}
    >
      {alertView}
      <Typography role="status" sx={{ mb: 1.5 }}>
        {count === 0 ? t('assign.nobody', { left }) : t('assign.chosen', { count, left })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={count === 0 || assign.isPending}
          onClick={() => setConfirming(true)}
          sx={{ minHeight: 40 }}
        >
          {t('assign.button')}
        </Button>
        {count > 0 && (
          <Button variant="text" onClick={onClear} sx={{ minHeight: 40 }}>
            {t('assign.clear')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('assign.confirmTitle')}
        text={t('assign.confirmText', { count })}
        confirmLabel={t('assign.confirm')}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
        busy={assign.isPending}
      />
    </Paper>
  );
}
