import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { ConfirmDialog } from '../confirm-dialog';

export type LeaveWithoutSavingDialogProps = {
  open: boolean;
  /** "Continue editing", Escape and the backdrop: back to the form, nothing lost. */
  onClose: () => void;
  /** "Leave": the changes are dropped. */
  onLeave: () => void;
};

/** Warns that unsaved changes will be lost; the focus starts on the safe "Continue editing". */
export function LeaveWithoutSavingDialog({ open, onClose, onLeave }: LeaveWithoutSavingDialogProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title={t('modals.leaveWithoutSaving.title')}
      text={t('modals.leaveWithoutSaving.text')}
      cancelLabel={t('modals.leaveWithoutSaving.continue')}
      confirmLabel={t('modals.leaveWithoutSaving.leave')}
      onClose={onClose}
      onConfirm={onLeave}
    />
  );
}
