import { describe, expect, it } from 'vitest';
import { initialsOf } from './UserBlock';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Олена Коваль')).toBe('ОК');
    expect(initialsOf('  андрій   мельник  ')).toBe('АМ');
    expect(initialsOf('Олександра-Марія Костянтинівна Шевченко')).toBe('ОК');
  });

  it('gives one letter for one word and nothing for no name', () => {
    expect(initialsOf('Тарас')).toBe('Т');
    expect(initialsOf('   ')).toBe('');
  });
});
