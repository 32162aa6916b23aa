import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

type Language = 'uk' | 'en';

const FORM: Record<Language, { email: string; next: string; password: string; signIn: string }> = {
  uk: { email: 'Електронна пошта', next: 'Продовжити', password: 'Пароль', signIn: 'Увійти' },
  en: { email: 'E-mail', next: 'Continue', password: 'Password', signIn: 'Sign in' },
};

/**
 * Signs in through the form, as a person would. In English the person first picks English on the
 * sign-in page (the choice is kept, so the cabinet opens in English with no reload); a sign-in
 * page already in the language (after logging out) is used as it is.
 */
export async function signIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, language = 'uk' }: { password?: string; language?: Language } = {},
) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) !== language) {
    await page.getByRole('button', { name: language === 'en' ? 'English' : 'Українська' }).click();
    await expect(html).toHaveAttribute('lang', language);
  }
  const form = FORM[language];
  await page.getByLabel(form.email).fill(email);
  await page.getByRole('button', { name: form.next }).click();
  await page.getByLabel(form.password).fill(password);
  await page.getByRole('button', { name: form.signIn }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(html).toHaveAttribute('lang', language);
}
