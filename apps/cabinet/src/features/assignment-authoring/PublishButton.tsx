import { usePublishAssignment } from '@cabinet/api/assignments';
import type { Assignment } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { showToast } from '../../shared/toast-queue';
import { assignmentChanged } from './invalidate';

/** Grants students access, after a confirmation: it cannot be taken back. */
export function PublishButton({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('assignmentAuthoring');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const publish = usePublishAssignment({ request: { silent: true } });
  const close = () => {
    setOpen(false);
    publish.reset();
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('publish.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('publish.confirmTitle')}
        text={t('publish.confirmText')}
        confirmLabel={t('publish.confirm')}
        busy={publish.isPending}
        error={publish.error ? errorMessage(publish.error) : undefined}
        onClose={close}
        onConfirm={() =>
          publish.mutate(
            { assignmentId: assignment.id },
            {
              onSuccess: ({ data }) => {
                void assignmentChanged(queryClient, data);
                close();
                showToast(t('publish.done'), 'success');
              },
            },
          )
        }
      />
    </>
  );
}
