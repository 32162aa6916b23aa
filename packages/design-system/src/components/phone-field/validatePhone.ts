export type PhoneProblem = 'required' | 'invalid';

/** The shortest and longest phone number the school's forms take, digits and symbols together. */
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 20;

/** Digits, spaces, dashes and brackets, with an optional leading plus. */
const ALLOWED = /^\+?[\d\s()-]+$/;

/**
 * Checks a phone number: `required` when empty, `invalid` unless it is 7 to 20 characters of
 * digits, spaces, dashes and at most one pair of brackets, with a plus only in front
 * ("+380 67 123 45 67", "(044) 234-56-78"); `null` when it is fine.
 */
export function validatePhone(value: string): PhoneProblem | null {
  const phone = value.trim();
  if (phone === '') return 'required';
  if (phone.length < PHONE_MIN_LENGTH || phone.length > PHONE_MAX_LENGTH) return 'invalid';
  if (!ALLOWED.test(phone)) return 'invalid';
  const digits = phone.replace(/\D/g, '');
  if (digits.length < PHONE_MIN_LENGTH) return 'invalid';
  const open = phone.indexOf('(');
  const close = phone.indexOf(')');
  const pairs = (phone.match(/\(/g) ?? []).length + (phone.match(/\)/g) ?? []).length;
  if (pairs !== 0 && (pairs !== 2 || open < 0 || close < open + 2)) return 'invalid';
  return null;
}

/** The number as digits with its leading plus, for storing: "+380671234567". */
export function normalizePhone(value: string): string {
  const phone = value.trim();
  return `${phone.startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** The translation keys (namespace `ds`) of the messages for each problem. */
export const phoneMessageKeys: Record<PhoneProblem, string> = {
  required: 'forms.phoneField.required',
  invalid: 'forms.phoneField.invalid',
};
