import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/courses.json';
import uk from '../../i18n/locales/uk/courses.json';

const translator = async (language: 'uk' | 'en') => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { uk: { courses: uk }, en: { courses: en } },
    ns: ['courses'],
  });
  return (count: number) => instance.t('facts.modulesCount', { ns: 'courses', count });
};

describe('the number of a course’s modules', () => {
  it('takes the Ukrainian plural forms: 1 модуль, 3 модулі, 5 модулів, 21 модуль, 22 модулі, 11 модулів', async () => {
    const modules = await translator('uk');
    expect([1, 3, 5, 21, 22, 11].map(modules)).toEqual([
      '1 модуль',
      '3 модулі',
      '5 модулів',
      '21 модуль',
      '22 модулі',
      '11 модулів',
    ]);
  });

  it('and the English ones', async () => {
    const modules = await translator('en');
    expect([1, 4].map(modules)).toEqual(['1 module', '4 modules']);
  });
});
