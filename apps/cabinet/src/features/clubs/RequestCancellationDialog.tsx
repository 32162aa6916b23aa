import { useRequestClubCancellation } from '@cabinet/api/clubs';
import type { Club } from '@cabinet/api/model';
import { requestClubCancellationBodyReasonMax as REASON_MAX } from '@cabinet/api/zod/clubs';
import { formatMoney } from '@cabinet/design-system/format';
import { useTranslation } from 'react-i18next';
import { CommentDialog } from '../../shared/CommentDialog';
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
export function RequestCancellationDialog({
  club,
  name,
  open,
  onClose,
  onSent,
}: RequestCancellationDialogProps) {
  const { t, i18n } = useTranslation('clubs');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const send = useRequestClubCancellation({ request: { silent: true } });
  const close = () => {
    send.reset();
    onClose();
  };
  const submit = async (reason: string) => {
    const answer = await send
      .mutateAsync({ clubId: club.id, data: { reason: reason || null } })
      .catch(() => null);
    if (answer) onSent(answer.data);
  };
  return (
    <CommentDialog
      open={open}
      onClose={close}
      title={t('cancellation.dialog.title', { club: name })}
      text={t('cancellation.dialog.text', { price: formatMoney(club.price, language) })}
      label={t('cancellation.dialog.reason')}
      hint={t('cancellation.dialog.reasonHint')}
      maxLength={REASON_MAX}
      confirmLabel={t('cancellation.dialog.send')}
      cancelLabel={t('cancellation.dialog.keep')}
      busy={send.isPending}
      error={send.isError ? errorMessage(send.error) : undefined}
      onSubmit={(reason) => void submit(reason)}
    />
  );
}
