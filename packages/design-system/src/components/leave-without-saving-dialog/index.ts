export { LeaveWithoutSavingDialog, type LeaveWithoutSavingDialogProps } from './LeaveWithoutSavingDialog';
