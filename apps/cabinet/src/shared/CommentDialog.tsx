import { charLimitMessageKeys } from '@cabinet/design-system/char-limit-text';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '@cabinet/design-system/confirm-dialog';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { CharLimitField } from './CharLimitField';
import { useTranslation } from 'react-i18next';

export type CommentDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, under the title. */
  text: ReactNode;
  label: string;
  hint?: string | undefined;
  /** The message when the comment is left empty; without it the comment is optional. */
  requiredMessage?: string | undefined;
  /** The contract's bound of the comment. */
  maxLength: number;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'danger' | undefined;
  busy: boolean;
  /** The school's refusal of the action, translated, above the field; what was typed stays. */
  error?: string | undefined;
  /** The school's refusal of the comment itself, under the field. */
  commentError?: string | undefined;
  /** The comment, trimmed. */
  onSubmit: (comment: string) => void;
};

/**
 * A confirmation that takes a comment: refusing a request, sending a record back, asking the
 * school for something. The form opens empty each time and keeps what was typed while it is open.
 */
export function CommentDialog({ open, onClose, ...props }: CommentDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame open={open} onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      {open ? (
        <CommentForm {...props} onClose={onClose} titleId={titleId} descriptionId={descriptionId} />
      ) : null}
    </DialogFrame>
  );
}

function CommentForm({
  onClose,
  title,
  text,
  label,
  hint,
  requiredMessage,
  maxLength,
  confirmLabel,
  cancelLabel,
  tone,
  busy,
  error,
  commentError,
  onSubmit,
  titleId,
  descriptionId,
}: Omit<CommentDialogProps, 'open'> & { titleId: string; descriptionId: string }) {
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const { control, handleSubmit } = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const submit = handleSubmit(({ comment }) => onSubmit(comment.trim()));
  return (
    <DialogForm onSubmit={() => void submit()}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {text}
        </DialogContentText>
        <ServerError message={error} />
        <CharLimitField
          control={control}
          name="comment"
          rules={{
            ...(requiredMessage
              ? { validate: (value: string) => value.trim() !== '' || requiredMessage }
              : {}),
            maxLength: { value: maxLength, message: ds(charLimitMessageKeys.tooLong, { count: maxLength }) },
          }}
          label={label}
          hint={hint}
          maxLength={maxLength}
          minRows={3}
          required={Boolean(requiredMessage)}
          error={commentError}
        />
      </DialogContent>
      <DialogButtons
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onCancel={onClose}
        busy={busy}
        {...(tone ? { tone } : {})}
      />
    </DialogForm>
  );
}
