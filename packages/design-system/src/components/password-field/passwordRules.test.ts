import { describe, expect, it } from 'vitest';
import { passwordRules, validatePassword } from './passwordRules';

const metRules = (value: string) =>
  passwordRules(value)
    .filter((state) => state.met)
    .map((state) => state.rule);

describe('passwordRules', () => {
  it('lists the three rules in order, none met for an empty value', () => {
    expect(passwordRules('')).toEqual([
      { rule: 'minLength', met: false },
      { rule: 'uppercase', met: false },
      { rule: 'digit', met: false },
    ]);
  });

  it('marks each rule on its own', () => {
    expect(metRules('abcdefgh')).toEqual(['minLength']);
    expect(metRules('Abc')).toEqual(['uppercase']);
    expect(metRules('abc1')).toEqual(['digit']);
    expect(metRules('Demo1234')).toEqual(['minLength', 'uppercase', 'digit']);
  });

  it('asks for a Latin capital and an ASCII digit, as the API does', () => {
    expect(metRules('Пароль')).toEqual([]);
    expect(metRules('пароль٣')).toEqual([]);
  });

  it('needs 8 characters, not 8 code units', () => {
    expect(metRules('😀😀😀😀a')).toEqual([]);
    expect(metRules('😀😀😀😀abcd')).toEqual(['minLength']);
  });
});

describe('validatePassword', () => {
  it('asks for a password when empty', () => {
    expect(validatePassword('')).toBe('required');
    expect(validatePassword('', { isNew: true })).toBe('required');
  });

  it('checks the rules only for a new password', () => {
    expect(validatePassword('short')).toBeNull();
    expect(validatePassword('short', { isNew: true })).toBe('weak');
    expect(validatePassword('Demo1234', { isNew: true })).toBeNull();
  });
});
