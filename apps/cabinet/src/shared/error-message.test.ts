import { ErrorCode } from '@cabinet/api/model';
import { ApiError } from '@cabinet/api/http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadPageTexts, setAppLanguage } from '../i18n';
import { errorMessage } from './error-message';

beforeAll(() => loadPageTexts('apiErrors'));
afterEach(() => setAppLanguage('uk'));

describe('the message of an API error', () => {
  it.each(Object.values(ErrorCode))('has a Ukrainian and an English text for %s', async (code) => {
    for (const language of ['uk', 'en'] as const) {
      await setAppLanguage(language);
      const message = errorMessage(new ApiError(409, code, 'server text'));
      expect(message).not.toBe('server text');
      expect(message).toBe(i18n.t(`apiErrors:${code}`));
    }
  });

  it('shows the message of each error code in the interface language', async () => {
    await setAppLanguage('en');
    expect(errorMessage(new ApiError(409, 'free_place_used', 'x'))).toBe(
      'The free club place for this week is already used.',
    );
    await setAppLanguage('uk');
    expect(errorMessage(new ApiError(422, 'terms_not_accepted', 'x'))).toBe('Прийміть угоду перед оплатою.');
  });

  it('falls back to the server message for an unknown code, and to the unknown-error text without one', () => {
    expect(errorMessage(new ApiError(418, 'teapot', 'I am a teapot'))).toBe('I am a teapot');
    expect(errorMessage(new Error('boom'))).toBe(i18n.t('common:errors.unknown'));
  });
});
