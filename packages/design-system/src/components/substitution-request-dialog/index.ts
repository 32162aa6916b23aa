export { SubstitutionRequestDialog, type SubstitutionRequestDialogProps } from './SubstitutionRequestDialog';
export {
  NO_TEACHERS_AVAILABLE,
  REASON_MAX_LENGTH,
  type ReasonProblem,
  reasonProblem,
  requestValues,
  type SubstitutionRequestValues,
} from './substitution-request';
