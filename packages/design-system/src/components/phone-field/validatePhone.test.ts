import { describe, expect, it } from 'vitest';
import { normalizePhone, validatePhone } from './validatePhone';

describe('validatePhone', () => {
  it('asks for a number when empty', () => {
    expect(validatePhone('')).toBe('required');
    expect(validatePhone('  ')).toBe('required');
  });

  it.each([
    '+380671234567',
    '+380 67 123 45 67',
    '+38 (067) 123-45-67',
    '(044) 234-56-78',
    '067-123-45-67',
    '2345678',
    ' +380 44 234 56 78 ',
  ])('accepts %s', (phone) => {
    expect(validatePhone(phone)).toBeNull();
  });

  it.each([
    '123456',
    '+380 (67) 123 45 67 89 0',
    '+380 67 abc 45 67',
    '380+671234567',
    '++380671234567',
    '+380 67 123 45 67 ext',
    '(067 123-45-67',
    '067) 123-45-67',
    '()067 123 45 67',
    '(044) (67) 123 45',
    '+ - - ( ) 1 2',
  ])('refuses %s', (phone) => {
    expect(validatePhone(phone)).toBe('invalid');
  });
});

describe('normalizePhone', () => {
  it('keeps the plus and the digits', () => {
    expect(normalizePhone(' +38 (067) 123-45-67 ')).toBe('+380671234567');
    expect(normalizePhone('(044) 234-56-78')).toBe('0442345678');
  });
});
