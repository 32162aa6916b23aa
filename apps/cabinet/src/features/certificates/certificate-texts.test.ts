import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, loadPageTexts } from '../../i18n';

describe('certificate texts', () => {
  beforeAll(async () => {
    // Whatever language a test file before left the shared i18n in: both languages' texts.
    await loadPageTexts('certificates');
    await Promise.all([loadLanguage('uk'), loadLanguage('en')]);
  });

  it.each([
    [1, 'з 1 уроку'],
    [3, 'з 3 уроків'],
    [16, 'з 16 уроків'],
    [21, 'з 21 уроку'],
    [24, 'з 24 уроків'],
  ])('counts %i lessons in Ukrainian plural forms', (count, words) => {
    const text = i18n.t('certificates:course.in_progress.text', { lng: 'uk', count, done: 1, date: '' });
    expect(text).toContain(words);
  });

  it('counts lessons in English', () => {
    const text = (count: number) =>
      i18n.t('certificates:course.in_progress.text', { lng: 'en', count, done: 1, date: '' });
    expect(text(1)).toContain('1 of 1 lesson done');
    expect(text(24)).toContain('1 of 24 lessons done');
  });
});
