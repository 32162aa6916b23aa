import {
  ChangePasswordBody,
  RequestCallbackBody,
  UpdateStudentNameEnBody,
  UpdateUserDataBody,
} from '@cabinet/api/zod/account';
import { describe, expect, it } from 'vitest';
import {
  cleanPhone,
  confirmPasswordCheck,
  latinNameCheck,
  nameCheck,
  newPasswordCheck,
  phoneCheck,
} from './field-checks';

const phones = [
  '+380 67 123 45 67',
  '(044) 234-56-78',
  '+380\t67 123  45 67',
  '0671234567',
  '+38 (067) 123-45-67',
  '12345',
  '+380 67 abc 45 67',
  '++380671234567',
  '+380 67 123 45 67 89 00 11',
  '',
];

describe('the profile rules', () => {
  it.each(phones)('a phone the form accepts is one the contract accepts: %j', (phone) => {
    if (phoneCheck(phone) !== true) return;
    const data = { name: 'Олена', nameEn: '', phone: cleanPhone(phone) };
    expect(UpdateUserDataBody.safeParse(data).success).toBe(true);
    expect(RequestCallbackBody.safeParse({ callbackType: 'phone', phone: data.phone }).success).toBe(true);
  });

  it('asks for a phone, then for a correct one', () => {
    expect(phoneCheck('')).toBe('ds:forms.phoneField.required');
    expect(phoneCheck('12345')).toBe('ds:forms.phoneField.invalid');
    expect(phoneCheck('+380 67 123 45 67')).toBe(true);
  });

  it('holds the name to the contract: required, at most 255 characters', () => {
    expect(nameCheck('   ')).toBe('account:rules.nameRequired');
    expect(nameCheck('а'.repeat(256))).toBe('account:rules.tooLong');
    expect(nameCheck(' Олена Коваль ')).toBe(true);
    expect(
      UpdateUserDataBody.safeParse({ name: 'а'.repeat(256), nameEn: '', phone: '0671234567' }).success,
    ).toBe(false);
  });

  it('takes a name in English in Latin letters; the certificate name is required', () => {
    const optional = latinNameCheck({ required: false });
    const required = latinNameCheck({ required: true });
    expect(optional('')).toBe(true);
    expect(required('')).toBe('account:rules.nameEnRequired');
    expect(required("Olena O'Brien-Koval")).toBe(true);
    expect(required('Олена')).toBe('account:rules.latin');
    expect(UpdateStudentNameEnBody.safeParse({ name_en: '' }).success).toBe(false);
  });

  it.each(['Demo1234', 'short1A', 'nouppercase1', 'NoDigitsHere', ''])(
    'a new password passes exactly when the contract takes it: %j',
    (password) => {
      expect(newPasswordCheck(password) === true).toBe(ChangePasswordBody.safeParse({ password }).success);
    },
  );

  it('asks to repeat the password, and the two to match', () => {
    expect(confirmPasswordCheck('Demo1234')('')).toBe('account:rules.confirmRequired');
    expect(confirmPasswordCheck('Demo1234')('Demo12345')).toBe('account:rules.mismatch');
    expect(confirmPasswordCheck('Demo1234')('Demo1234')).toBe(true);
  });
});
