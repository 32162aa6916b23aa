import { useAddRetake } from '@cabinet/api/assignments';
import type { Assignment } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../shared/error-message';
import { showToast } from '../../shared/toast-queue';
import { assignmentChanged } from './invalidate';

/**
 * Adds a retake of the test: a new hidden test for the
 * students who did not pass, after a confirmation; then its page opens, to appoint and publish it.
 */
export function RetakeButton({
  assignment,
  retakeHref,
}: {
  assignment: Assignment;
  retakeHref: (retake: Assignment) => string;
}) {
  const { t } = useTranslation('assignmentAuthoring');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const retake = useAddRetake({ request: { silent: true } });
  const close = () => {
    setOpen(false);
    retake.reset();
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('retake.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('retake.confirmTitle')}
        text={t('retake.confirmText')}
        confirmLabel={t('retake.confirm')}
        busy={retake.isPending}
        error={retake.error ? errorMessage(retake.error) : undefined}
        onClose={close}
        onConfirm={() =>
          retake.mutate(
            { assignmentId: assignment.id, data: {} },
            {
              onSuccess: ({ data }) => {
                void assignmentChanged(queryClient, data);
                close();
                showToast(t('retake.done'), 'success');
                void navigate(retakeHref(data));
              },
            },
          )
        }
      />
    </>
  );
}
