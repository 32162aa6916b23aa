import { describe, expect, it } from 'vitest';
import { childrenOf, chosenChild } from './children';

const maksym = { id: 14, name: 'Максим Мельник', name_en: 'Maksym Melnyk' };
const sofiia = { id: 15, name: 'Софія Мельник', name_en: 'Sofiia Melnyk' };

describe('the parent’s children, from their courses', () => {
  it('names each child once, by name, without the parent’s own rows', () => {
    const self = { id: 12, name: 'Юлія', name_en: null };
    const rows = [
      { student: maksym },
      { student: sofiia },
      { student: maksym },
      { student: self },
      { student: null },
    ];
    expect(childrenOf(rows, 12)).toEqual([maksym, sofiia]);
  });
  it('chooses the child of the address, else the first', () => {
    expect(chosenChild([maksym, sofiia], new URLSearchParams('child=15'))).toBe(sofiia);
    expect(chosenChild([maksym, sofiia], new URLSearchParams('child=99'))).toBe(maksym);
    expect(chosenChild([], new URLSearchParams(''))).toBeUndefined();
  });
});
