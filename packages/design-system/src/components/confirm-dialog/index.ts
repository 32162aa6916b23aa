export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  CancelClubBookingDialog,
  type CancelClubBookingDialogProps,
  CancelSubscriptionRenewalDialog,
  type CancelSubscriptionRenewalDialogProps,
  type ConfirmPresetProps,
  type CorporateStudentDialogProps,
  DeactivateCorporateStudentDialog,
  RestoreCorporateStudentDialog,
} from './presets';
export { DialogButtons, type DialogButtonsProps, type DialogTone } from './DialogButtons';
export {
  DialogForm,
  type DialogFormProps,
  DialogFrame,
  type DialogFrameProps,
  ServerError,
  type ServerErrorProps,
} from './DialogFrame';
