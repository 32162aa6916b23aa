import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { passwordMessageKeys, validatePassword } from '@cabinet/design-system/password-field';
import { phoneMessageKeys, validatePhone } from '@cabinet/design-system/phone-field';
import type { FieldCheck } from '../../../shared/validation/field-check';

/**
 * The checks of the profile and support forms' fields, run without zod so the pages stay light; a unit
 * test holds them to the contract's generated schemas. Each check answers `true` or the key of its
 * message (with its namespace), which the form translates when it shows it.
 */

/** The contract's longest name (`maxLength: 255`). */
export const NAME_MAX_LENGTH = 255;

const ds = (key: string) => `${DS_NAMESPACE}:${key}`;
const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}\s.'’-]*$/u;

export const nameCheck: FieldCheck = (value) => {
  const name = value.trim();
  if (!name) return 'account:rules.nameRequired';
  return name.length <= NAME_MAX_LENGTH || 'account:rules.tooLong';
};

/** A name in English: Latin letters, spaces, dots, hyphens and apostrophes; empty when optional. */
export const latinNameCheck =
  ({ required }: { required: boolean }): FieldCheck =>
  (value) => {
    const name = value.trim();
    if (!name) return !required || 'account:rules.nameEnRequired';
    if (name.length > NAME_MAX_LENGTH) return 'account:rules.tooLong';
    return LATIN_NAME.test(name) || 'account:rules.latin';
  };

export const phoneCheck: FieldCheck = (value) => {
  const problem = validatePhone(value);
  return problem ? ds(phoneMessageKeys[problem]) : true;
};

/** The number as typed, with its whitespace tidied: what the contract's pattern accepts. */
export const cleanPhone = (value: string) => value.trim().replace(/\s+/g, ' ');

export const newPasswordCheck: FieldCheck = (value) => {
  const problem = validatePassword(value, { isNew: true });
  return problem ? ds(passwordMessageKeys[problem]) : true;
};

export const confirmPasswordCheck =
  (password: string): FieldCheck =>
  (value) => {
    if (!value) return 'account:rules.confirmRequired';
    return value === password || 'account:rules.mismatch';
  };

export const requiredChoice: FieldCheck = (value) => Boolean(value) || 'account:rules.topicRequired';
