import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { visuallyHidden } from '../../internal/visually-hidden';

export type DialogTone = 'default' | 'danger';

export type DialogButtonsProps = {
  confirmLabel: string;
  /** "Cancel" unless told otherwise. */
  cancelLabel?: string | undefined;
  onCancel: () => void;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: (() => void) | undefined;
  tone?: DialogTone | undefined;
  /** While true the confirm button shows a spinner and ignores presses; it keeps its focus. */
  busy?: boolean | undefined;
  /** The id of the visible text that says why confirming is not possible; disables the button. */
  unavailableReasonId?: string | undefined;
  /** The button that takes the focus when the dialog opens; by default the dialog itself. */
  initialFocus?: 'cancel' | 'confirm' | undefined;
};

/** A destructive action in the status error colours, which hold 4.5:1 in both modes. */
const dangerSx = (theme: Theme) => {
  const bg = theme.palette.status.error.fg;
  const fg = theme.palette.mode === 'dark' ? theme.palette.background.paper : '#ffffff';
  return { bgcolor: bg, color: fg, '&:hover': { bgcolor: bg, filter: 'brightness(0.9)' } };
};

/** Cancel and confirm at the bottom of a dialog; they wrap under each other on a narrow phone. */
export function DialogButtons({
  confirmLabel,
  cancelLabel,
  onCancel,
  onConfirm,
  tone = 'default',
  busy = false,
  unavailableReasonId,
  initialFocus,
}: DialogButtonsProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const [focusOnOpen] = useState(initialFocus);

  // Runs as the dialog's content mounts, before the dialog would focus itself.
  useEffect(() => {
    if (focusOnOpen === 'cancel') cancelRef.current?.focus();
    if (focusOnOpen === 'confirm') confirmRef.current?.focus();
  }, [focusOnOpen]);

  return (
    <DialogActions
      disableSpacing
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, px: 3, pb: 2.5, pt: 1 }}
    >
      <Box component="span" role="status" sx={visuallyHidden}>
        {busy ? t('modals.common.busy') : ''}
      </Box>
      <Button ref={cancelRef} variant="outlined" color="inherit" onClick={onCancel} sx={{ minHeight: 40 }}>
        {cancelLabel ?? t('modals.common.cancel')}
      </Button>
      <Button
        ref={confirmRef}
        type={onConfirm ? 'button' : 'submit'}
        variant="contained"
        disabled={Boolean(unavailableReasonId)}
        aria-describedby={unavailableReasonId}
        aria-disabled={busy || undefined}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        onClick={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          onConfirm?.();
        }}
        sx={[
          { minHeight: 40, '&[aria-disabled="true"]': { cursor: 'progress' } },
          tone === 'danger' && !unavailableReasonId ? dangerSx : false,
        ]}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
