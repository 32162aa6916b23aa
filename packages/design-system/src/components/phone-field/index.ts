export { PhoneField, type PhoneFieldProps } from './PhoneField';
export {
  normalizePhone,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  type PhoneProblem,
  phoneMessageKeys,
  validatePhone,
} from './validatePhone';
