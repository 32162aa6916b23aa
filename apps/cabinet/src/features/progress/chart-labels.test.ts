import { describe, expect, it } from 'vitest';
import { monthInText, monthLabel, numberIn, uniqueLabels } from './chart-labels';

describe('the charts’ labels', () => {
  it('writes a month in a sentence in full, in the locative case in Ukrainian', () => {
    expect(monthInText('2026-11', 'uk')).toBe('листопаді 2026');
    expect(monthInText('2027-02', 'uk')).toBe('лютому 2027');
    expect(monthInText('2026-09', 'uk')).toBe('вересні 2026');
    expect(monthInText('2026-11', 'en')).toBe('November 2026');
  });

  it('keeps a month short on an axis', () => {
    expect(monthLabel('2026-11', 'en')).toBe('Nov 2026');
    expect(monthLabel('2026-11', 'uk')).toMatch(/^лист\. 2026/);
  });

  it('numbers the second and later of equal labels', () => {
    expect(uniqueLabels(['Ірина Бондар', 'Олег Коваль', 'Ірина Бондар'])).toEqual([
      'Ірина Бондар',
      'Олег Коваль',
      'Ірина Бондар (2)',
    ]);
  });

  it('writes a number as the language does, to one decimal', () => {
    expect(numberIn(84.48, 'uk')).toBe('84,5');
    expect(numberIn(84.48, 'en')).toBe('84.5');
    expect(numberIn(75, 'uk')).toBe('75');
  });
});
