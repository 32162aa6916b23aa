import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import type { ReactNode } from 'react';

export type DialogFrameProps = {
  open: boolean;
  /** Escape, the backdrop and the Cancel button all call it. */
  onClose: () => void;
  /** The id of the title element, which names the dialog. */
  titleId: string;
  /** The id of the element that describes the dialog. */
  descriptionId?: string | undefined;
  children: ReactNode;
};

/**
 * The cabinet's modal dialog: named by its title, described by its text, closed by Escape, and
 * fitting a 360 px phone. Its content unmounts when it closes, so a form inside starts afresh.
 */
export function DialogFrame({ open, onClose, titleId, descriptionId, children }: DialogFrameProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          sx: { m: 2, width: 'calc(100% - 32px)', maxHeight: 'calc(100% - 32px)' },
        },
      }}
    >
      {children}
    </Dialog>
  );
}

export type DialogFormProps = {
  /** Called by the confirm button (a submit button) and by Enter in a field. */
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * The body of a form dialog: title, content and buttons inside one form, which keeps the dialog's
 * scrolling content. Validation is the dialog's own, so the browser's bubbles are off.
 */
export function DialogForm({ onSubmit, children }: DialogFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      {children}
    </Box>
  );
}

export type ServerErrorProps = { message?: string | undefined };

/** The server's answer to a failed action, announced at once; the dialog stays open with its input. */
export function ServerError({ message }: ServerErrorProps) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {message}
    </Alert>
  );
}
