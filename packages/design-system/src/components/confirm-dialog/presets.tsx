import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format';
import { DS_NAMESPACE, languageOf } from '../../i18n';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** What every preset shares with the generic dialog; the texts come translated. */
export type ConfirmPresetProps = Pick<
  ConfirmDialogProps,
  'open' | 'onConfirm' | 'onClose' | 'busy' | 'error'
>;

export type CancelClubBookingDialogProps = ConfirmPresetProps & { clubTitle: string };

/** "Cancel your booking for <club>?", possible only before the club meeting starts. */
export function CancelClubBookingDialog({ clubTitle, ...rest }: CancelClubBookingDialogProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <ConfirmDialog
      {...rest}
      tone="danger"
      title={t('modals.cancelClubBooking.title', { club: clubTitle })}
      text={t('modals.cancelClubBooking.text')}
      confirmLabel={t('modals.cancelClubBooking.confirm')}
      cancelLabel={t('modals.cancelClubBooking.keep')}
    />
  );
}

export type CorporateStudentDialogProps = ConfirmPresetProps & { studentName: string };

/** Makes a corporate student inactive: out of placement tests, groups and corporate activities. */
export function DeactivateCorporateStudentDialog({ studentName, ...rest }: CorporateStudentDialogProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <ConfirmDialog
      {...rest}
      tone="danger"
      title={t('modals.deactivateCorporateStudent.title')}
      text={t('modals.deactivateCorporateStudent.text', { name: studentName })}
      confirmLabel={t('modals.deactivateCorporateStudent.confirm')}
    />
  );
}

/** Makes an inactive corporate student active again. */
export function RestoreCorporateStudentDialog({ studentName, ...rest }: CorporateStudentDialogProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <ConfirmDialog
      {...rest}
      title={t('modals.restoreCorporateStudent.title')}
      text={t('modals.restoreCorporateStudent.text', { name: studentName })}
      confirmLabel={t('modals.restoreCorporateStudent.confirm')}
    />
  );
}

export type CancelSubscriptionRenewalDialogProps = ConfirmPresetProps & {
  subscriptionTitle: string;
  /** The last day of access, ISO 8601. */
  accessUntil: string;
};

/** Stops a subscription's automatic renewal; access stays until the paid period ends. */
export function CancelSubscriptionRenewalDialog({
  subscriptionTitle,
  accessUntil,
  ...rest
}: CancelSubscriptionRenewalDialogProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const date = formatDate(accessUntil, languageOf(i18n.language));
  return (
    <ConfirmDialog
      {...rest}
      tone="danger"
      title={t('modals.cancelSubscriptionRenewal.title')}
      text={t('modals.cancelSubscriptionRenewal.text', { subscription: subscriptionTitle, date })}
      confirmLabel={t('modals.cancelSubscriptionRenewal.confirm')}
      cancelLabel={t('modals.cancelSubscriptionRenewal.keep')}
    />
  );
}
