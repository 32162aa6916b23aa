import { isValidEmail } from './shared/validation/email.ts';

/**
 * What every build of the cabinet must be given (development and tests use the demo school's
 * values instead): the school's contact e-mail and the two partner sites.
 */
export const REQUIRED_BUILD_VARIABLES = {
  VITE_SCHOOL_EMAIL: 'an e-mail address',
  VITE_PARTNER_SCHOOL_URL: 'an http(s) address',
  VITE_PARTNER_TRAINING_URL: 'an http(s) address',
} as const;

type Variable = keyof typeof REQUIRED_BUILD_VARIABLES;

/**
 * What a build may be given, checked when it is: the origins of the payment provider's pages the
 * checkout may send the payer to (docs/statuses.md#payment-on-the-providers-page), and the two
 * partners' logo images of the header (without one, the partner's name is shown as text).
 */
export const OPTIONAL_BUILD_VARIABLES = {
  VITE_PAYMENT_PROVIDER_ORIGINS: 'a comma-separated list of http(s) origins (no path)',
  VITE_PARTNER_SCHOOL_LOGO_URL: 'an http(s) address or a path on the cabinet (/…)',
  VITE_PARTNER_TRAINING_LOGO_URL: 'an http(s) address or a path on the cabinet (/…)',
} as const;

type Optional = keyof typeof OPTIONAL_BUILD_VARIABLES;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isValid = (name: Variable, value: string) =>
  name === 'VITE_SCHOOL_EMAIL' ? isValidEmail(value) : isHttpUrl(value);

/** Whether every entry of a comma-separated list is an http(s) origin, written without a path. */
const isOriginList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .every((entry) => isHttpUrl(entry) && new URL(entry).origin === entry);

/** An image's address: an http(s) one, or a path on the cabinet's own origin (not `//host`). */
const isImageAddress = (value: string) => isHttpUrl(value) || /^\/(?!\/)\S*$/.test(value);

const isValidOptional = (name: Optional, value: string) =>
  name === 'VITE_PAYMENT_PROVIDER_ORIGINS' ? isOriginList(value) : isImageAddress(value);

/**
 * Why a build with these variables must stop, naming each missing or malformed variable, or null
 * when everything it needs is there.
 */
export function buildConfigProblem(variables: Record<string, unknown>, mode: string): string | null {
  const names = Object.keys(REQUIRED_BUILD_VARIABLES) as Variable[];
  const valueOf = (name: Variable) => {
    const value = variables[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const missing = names.filter((name) => !valueOf(name));
  const malformed = names.filter((name) => valueOf(name) && !isValid(name, valueOf(name)));
  const optional = Object.keys(OPTIONAL_BUILD_VARIABLES) as Optional[];
  const given = (name: Optional) =>
    typeof variables[name] === 'string' ? (variables[name] as string).trim() : '';
  const malformedOptional = optional.filter((name) => given(name) && !isValidOptional(name, given(name)));
  if (missing.length === 0 && malformed.length === 0 && malformedOptional.length === 0) return null;
  const lines = [
    `The cabinet's build (mode "${mode}") needs its configuration:`,
    ...missing.map((name) => `  ${name} is missing (${REQUIRED_BUILD_VARIABLES[name]})`),
    ...malformed.map((name) => `  ${name} is not ${REQUIRED_BUILD_VARIABLES[name]}: "${valueOf(name)}"`),
    ...malformedOptional.map(
      (name) => `  ${name} is not ${OPTIONAL_BUILD_VARIABLES[name]}: "${given(name)}"`,
    ),
    `Set them in the environment or in apps/cabinet/.env.${mode}.`,
  ];
  return lines.join('\n');
}
