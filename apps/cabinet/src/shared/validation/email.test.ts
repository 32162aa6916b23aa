import { RegisterBody } from '@cabinet/api/zod/account';
import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from './email';

const samples = [
  'student@demo.school',
  'o.koval+cabinet@school.com.ua',
  "o'brien@mail.example",
  'olena@',
  '@demo.school',
  'olena@demo',
  'olena demo@school.ua',
  'olena..k@school.ua',
  '.olena@school.ua',
  'olena@school..ua',
  `${'a'.repeat(250)}@b.co`,
];

describe('the sign-in e-mail rule', () => {
  it.each(samples)('agrees with the contract schema on %s', (email) => {
    expect(isValidEmail(email)).toBe(RegisterBody.safeParse({ email }).success);
  });

  it('asks for an e-mail first, then for a correct one', () => {
    expect(validateEmail('  ')).toBe('form.email_required');
    expect(validateEmail('olena@')).toBe('form.email_valid');
    expect(validateEmail(' student@demo.school ')).toBe(true);
  });
});
