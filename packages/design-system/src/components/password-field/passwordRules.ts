export type PasswordRule = 'minLength' | 'uppercase' | 'digit';
export type PasswordRuleState = { rule: PasswordRule; met: boolean };
export type PasswordProblem = 'required' | 'weak';

/** The shortest new password the school accepts. */
export const PASSWORD_MIN_LENGTH = 8;

const CHECKS: Record<PasswordRule, (value: string) => boolean> = {
  // Counted in characters, so a letter outside the basic plane counts once.
  minLength: (value) => Array.from(value).length >= PASSWORD_MIN_LENGTH,
  // The API's rule (`^(?=.*[A-Z])(?=.*\d)`): a Latin capital and an ASCII digit.
  uppercase: (value) => /[A-Z]/.test(value),
  digit: (value) => /[0-9]/.test(value),
};

/** Each rule of a new password with whether the value meets it, in the order they are shown. */
export function passwordRules(value: string): PasswordRuleState[] {
  return (Object.keys(CHECKS) as PasswordRule[]).map((rule) => ({ rule, met: CHECKS[rule](value) }));
}

/**
 * `required` when empty; for a new password also `weak` when a rule is not met. An existing
 * password is only required: its rules were checked when it was set.
 */
export function validatePassword(
  value: string,
  { isNew = false }: { isNew?: boolean } = {},
): PasswordProblem | null {
  if (value === '') return 'required';
  if (isNew && passwordRules(value).some((state) => !state.met)) return 'weak';
  return null;
}

/** The translation keys (namespace `ds`) of the messages for each problem. */
export const passwordMessageKeys: Record<PasswordProblem, string> = {
  required: 'forms.passwordField.required',
  weak: 'forms.passwordField.weak',
};
