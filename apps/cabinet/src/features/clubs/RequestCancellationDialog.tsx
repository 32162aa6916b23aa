import { useRequestClubCancellation } from '@cabinet/api/clubs';
import type { Club } from '@cabinet/api/model';
import { requestClubCancellationBodyReasonMax as REASON_MAX } from '@cabinet/api/zod/clubs';
import { CharLimitText, charLimitMessageKeys } from '@cabinet/design-system/char-limit-text';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '@cabinet/design-system/confirm-dialog';
import { formatMoney } from '@cabinet/design-system/format';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';

type RequestCancellationDialogProps = {
  club: Club;
  /** The club's name in the interface language. */
  name: string;
  open: boolean;
  onClose: () => void;
  /** The school has the request; the club as it answered. */
  onSent: (club: Club) => void;
};

/**
 * The student asks the school to cancel their paid place, with an optional reason, after reading
 * what follows (the director of studies decides; a cancelled place is refunded). A refusal shows in
 * the dialog and the reason typed stays.
 */
export function RequestCancellationDialog({ open, onClose, ...props }: RequestCancellationDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame open={open} onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      {open ? (
        <RequestForm {...props} onClose={onClose} titleId={titleId} descriptionId={descriptionId} />
      ) : null}
    </DialogFrame>
  );
}

function RequestForm({
  club,
  name,
  onClose,
  onSent,
  titleId,
  descriptionId,
}: Omit<RequestCancellationDialogProps, 'open'> & { titleId: string; descriptionId: string }) {
  const { t, i18n } = useTranslation('clubs');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const send = useRequestClubCancellation({ request: { silent: true } });
  const { control, handleSubmit } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const submit = handleSubmit(async ({ reason }) => {
    const answer = await send
      .mutateAsync({ clubId: club.id, data: { reason: reason.trim() || null } })
      .catch(() => null);
    if (answer) onSent(answer.data);
  });
  return (
    <DialogForm onSubmit={() => void submit()}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('cancellation.dialog.title', { club: name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {t('cancellation.dialog.text', { price: formatMoney(club.price, language) })}
        </DialogContentText>
        <ServerError message={send.isError ? errorMessage(send.error) : undefined} />
        <Controller
          control={control}
          name="reason"
          rules={{
            maxLength: {
              value: REASON_MAX,
              message: ds(charLimitMessageKeys.tooLong, { count: REASON_MAX }),
            },
          }}
          render={({ field, fieldState }) => (
            <CharLimitText
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('cancellation.dialog.reason')}
              hint={t('cancellation.dialog.reasonHint')}
              maxLength={REASON_MAX}
              minRows={3}
              error={fieldState.error?.message}
            />
          )}
        />
      </DialogContent>
      <DialogButtons
        confirmLabel={t('cancellation.dialog.send')}
        cancelLabel={t('cancellation.dialog.keep')}
        onCancel={onClose}
        busy={send.isPending}
      />
    </DialogForm>
  );
}
