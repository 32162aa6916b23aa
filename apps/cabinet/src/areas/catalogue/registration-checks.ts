import type { CreateRegistrationRequestBody } from '@cabinet/api/model';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { phoneMessageKeys, validatePhone } from '@cabinet/design-system/phone-field';
import type { FieldCheck } from '../../shared/validation/field-check';

/**
 * The checks of the registration request's fields, run without zod so the group page stays light; a
 * unit test holds them to the contract's generated schema. Each check answers `true` or the key of
 * its message (with its namespace).
 */

/** The contract's limits (`createRegistrationRequest`). */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const COMMENT_MAX = 1000;
const CONTRACT_PHONE = /^\+?[0-9 ()-]{7,20}$/;

export type RegistrationValues = { name: string; phone: string; comment: string };

export const nameCheck: FieldCheck = (value) => {
  const name = value.trim();
  if (!name) return 'catalogue:form.nameRequired';
  if (name.length < NAME_MIN) return 'catalogue:form.nameShort';
  return name.length <= NAME_MAX || 'catalogue:form.nameLong';
};

export const phoneCheck: FieldCheck = (value) => {
  const problem = validatePhone(value);
  if (problem) return `${DS_NAMESPACE}:${phoneMessageKeys[problem]}`;
  return CONTRACT_PHONE.test(tidyPhone(value)) || `${DS_NAMESPACE}:${phoneMessageKeys.invalid}`;
};

export const commentCheck: FieldCheck = (value) =>
  value.trim().length <= COMMENT_MAX || 'catalogue:form.commentLong';

/** The number as typed, its whitespace tidied: what the contract's pattern accepts. */
export const tidyPhone = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** What is sent: trimmed, and no comment when none was written. */
export function requestBody({ name, phone, comment }: RegistrationValues): CreateRegistrationRequestBody {
  const text = comment.trim();
  return { name: name.trim(), phone: tidyPhone(phone), ...(text ? { comment: text } : {}) };
}
