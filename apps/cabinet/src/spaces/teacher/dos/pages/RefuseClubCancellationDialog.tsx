import { decideClubCancellationRequestBodyCommentMax as COMMENT_MAX } from '@cabinet/api/zod/clubs';
import { CharLimitText, charLimitMessageKeys } from '@cabinet/design-system/char-limit-text';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '@cabinet/design-system/confirm-dialog';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type RefuseClubCancellationDialogProps = {
  open: boolean;
  /** The student's name, the club's name and its date, as the dialog names them. */
  student: string;
  club: string;
  date: string;
  busy: boolean;
  /** The server's refusal, translated; the comment typed stays. */
  error?: string | undefined;
  onRefuse: (comment: string) => void;
  onClose: () => void;
};

/** The director refuses a request with a comment the student reads (required, like the contract). */
export function RefuseClubCancellationDialog({ open, onClose, ...props }: RefuseClubCancellationDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame open={open} onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      {open ? (
        <RefuseForm {...props} onClose={onClose} titleId={titleId} descriptionId={descriptionId} />
      ) : null}
    </DialogFrame>
  );
}

function RefuseForm({
  student,
  club,
  date,
  busy,
  error,
  onRefuse,
  onClose,
  titleId,
  descriptionId,
}: Omit<RefuseClubCancellationDialogProps, 'open'> & { titleId: string; descriptionId: string }) {
  const { t } = useTranslation('clubs');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const { control, handleSubmit } = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const submit = handleSubmit(({ comment }) => onRefuse(comment.trim()));
  return (
    <DialogForm onSubmit={() => void submit()}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('dos.refuseDialog.title', { name: student })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('dos.refuseDialog.text', { club, date })}
        </DialogContentText>
        <ServerError message={error} />
        <Controller
          control={control}
          name="comment"
          rules={{
            validate: (value) => value.trim() !== '' || t('dos.refuseDialog.commentRequired'),
            maxLength: {
              value: COMMENT_MAX,
              message: ds(charLimitMessageKeys.tooLong, { count: COMMENT_MAX }),
            },
          }}
          render={({ field, fieldState }) => (
            <CharLimitText
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('dos.comment')}
              maxLength={COMMENT_MAX}
              minRows={3}
              required
              error={fieldState.error?.message}
            />
          )}
        />
      </DialogContent>
      <DialogButtons
        confirmLabel={t('dos.refuse')}
        cancelLabel={t('dos.confirm.keep')}
        onCancel={onClose}
        tone="danger"
        busy={busy}
      />
    </DialogForm>
  );
}
