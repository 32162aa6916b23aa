import type { FieldCheck } from './field-check';

/**
 * The one e-mail rule of the app: the contract's `format: email`, at most 254 characters
 * (docs/rules-and-limits.md: required, then a valid format; the first error shows). Checked
 * without zod so the sign-in page stays within its bundle budget; a unit test holds it to the
 * generated schema, and the build's check of the school's address uses it too.
 */
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([\w'+-.]*)[\w+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;
export const EMAIL_MAX_LENGTH = 254;

export type EmailProblem = 'required' | 'invalid';

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** What is wrong with a typed e-mail (spaces around it ignored), or null when it is fine. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (!email) return 'required';
  return isValidEmail(email) ? null : 'invalid';
}

/** The rule as a form field's `validate`, answering each problem with the form's own message. */
export const validateEmailWith =
  (messages: Readonly<Record<EmailProblem, string>>): FieldCheck =>
  (value) => {
    const problem = emailProblem(value);
    return problem === null || messages[problem];
  };

/** The sign-in form's check: its message keys in the `auth` texts. */
export const validateEmail = validateEmailWith({
  required: 'form.email_required',
  invalid: 'form.email_valid',
});
