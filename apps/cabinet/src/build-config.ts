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

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isValid = (name: Variable, value: string) =>
  name === 'VITE_SCHOOL_EMAIL' ? isValidEmail(value) : isHttpUrl(value);

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
  if (missing.length === 0 && malformed.length === 0) return null;
  const lines = [
    `The cabinet's build (mode "${mode}") needs its configuration:`,
    ...missing.map((name) => `  ${name} is missing (${REQUIRED_BUILD_VARIABLES[name]})`),
    ...malformed.map((name) => `  ${name} is not ${REQUIRED_BUILD_VARIABLES[name]}: "${valueOf(name)}"`),
    `Set them in the environment or in apps/cabinet/.env.${mode}.`,
  ];
  return lines.join('\n');
}
