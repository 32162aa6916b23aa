export type EmailProblem = 'required' | 'invalid';

/** Longest address the mail standards allow. */
const MAX_LENGTH = 254;
const LOCAL = /^[^\s@"(),:;<>[\\\]]+$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/**
 * Checks an e-mail address the way the school's forms do: `required` when empty, `invalid` when it
 * is not `name@domain.tld`, `null` when it is fine. Spaces around it are ignored.
 */
export function validateEmail(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > MAX_LENGTH) return 'invalid';
  const at = email.lastIndexOf('@');
  if (at <= 0) return 'invalid';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return 'invalid';
  }
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || tld.length < 2 || /^\d+$/.test(tld)) return 'invalid';
  return labels.every((label) => DOMAIN_LABEL.test(label)) ? null : 'invalid';
}

/** The translation keys (namespace `ds`) of the messages for each problem. */
export const emailMessageKeys: Record<EmailProblem, string> = {
  required: 'forms.emailField.required',
  invalid: 'forms.emailField.invalid',
};
