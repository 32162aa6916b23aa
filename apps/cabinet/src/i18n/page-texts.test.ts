import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, loadPageTexts, setAppLanguage } from '.';
import enHandbook from './locales/en/handbook.json';
import ukHandbook from './locales/uk/handbook.json';

afterAll(() => setAppLanguage('uk'));

describe('the texts of the locales folder', () => {
  it('loads the first-paint texts of a language: the shell, the sign-in and the design system core', async () => {
    await loadLanguage('uk');
    expect(i18n.hasResourceBundle('uk', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('uk', 'auth')).toBe(true);
    expect(i18n.exists(`${DS_NAMESPACE}:states.error.retry`, { lng: 'uk' })).toBe(true);
  });

  it("loads a group of pages' texts in the current language, and in a language chosen later", async () => {
    await setAppLanguage('uk');
    await loadPageTexts('handbook');
    expect(i18n.t('handbook:title')).toBe(ukHandbook.title);
    await setAppLanguage('en');
    expect(i18n.t('handbook:title')).toBe(enHandbook.title);
  });

  it("adds the design system's domain texts to its namespace", async () => {
    await loadPageTexts('designSystemDomain');
    expect(i18n.t(`${DS_NAMESPACE}:status.assignedTask.not_opened`, { lng: 'en' })).toBe('Not opened');
  });

  it('refuses a group with no file, and does not load it with a later language', async () => {
    await expect(loadPageTexts('no-such-texts')).rejects.toThrow('No texts "no-such-texts"');
    await expect(setAppLanguage('uk')).resolves.toBeUndefined();
  });
});
