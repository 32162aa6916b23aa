import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { DialogButtons, type DialogTone } from './DialogButtons';
import { DialogFrame, ServerError } from './DialogFrame';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What confirming does; it describes the dialog to screen readers. */
  text: string;
  confirmLabel: string;
  /** "Cancel" unless told otherwise, e.g. "Keep booking". */
  cancelLabel?: string | undefined;
  /** `danger` paints the confirm button red and puts the first focus on Cancel. */
  tone?: DialogTone | undefined;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirmation is being sent. */
  busy?: boolean | undefined;
  /** The server's message when the action failed. */
  error?: string | undefined;
};

/** Asks to confirm one action; Escape and Cancel close it without acting. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onClose,
  busy = false,
  error,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame open={open} onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: error ? 2 : 0, overflowWrap: 'anywhere' }}>
          {text}
        </DialogContentText>
        <ServerError message={error} />
      </DialogContent>
      <DialogButtons
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onCancel={onClose}
        onConfirm={onConfirm}
        tone={tone}
        busy={busy}
        initialFocus={tone === 'danger' ? 'cancel' : 'confirm'}
      />
    </DialogFrame>
  );
}
