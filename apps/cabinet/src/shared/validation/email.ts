/**
 * The contract's e-mail rule (`format: email`, at most 254 characters), checked without zod so
 * the sign-in page stays within its bundle budget. A unit test holds it to the generated schema.
 */
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([\w'+-.]*)[\w+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** An e-mail is required first, then the format; the first error shows. */
export function validateEmail(value: string): true | 'form.email_required' | 'form.email_valid' {
  const email = value.trim();
  if (!email) return 'form.email_required';
  return isValidEmail(email) || 'form.email_valid';
}
