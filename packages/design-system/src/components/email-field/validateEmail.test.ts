import { describe, expect, it } from 'vitest';
import { validateEmail } from './validateEmail';

describe('validateEmail', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
  });

  it.each([
    'olena.koval@demo.school',
    'student+b1@gmail.com',
    '  taras@ukr.net ',
    'o_koval@mail.kyiv.ua',
    'олена@приклад.укр',
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    'olena',
    'olena@',
    '@demo.school',
    'olena@demo',
    'olena@demo.s',
    'olena koval@demo.school',
    'olena@@demo.school',
    'olena@demo..school',
    '.olena@demo.school',
    'olena.@demo.school',
    'olena@-demo.school',
    'olena@demo.123',
    `${'a'.repeat(250)}@demo.school`,
  ])('refuses %s', (email) => {
    expect(validateEmail(email)).toBe('invalid');
  });
});
