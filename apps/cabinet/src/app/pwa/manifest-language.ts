import type { i18n as I18n } from 'i18next';

/** The install manifests, one a language: Chromium reads the one the page links to. */
export const MANIFESTS = { uk: '/manifest.webmanifest', en: '/manifest.en.webmanifest' } as const;

/**
 * Keeps the page's `<link rel="manifest">` on the manifest of the interface's language, so the
 * cabinet is installed under its name in that language. The page links the Ukrainian one.
 */
export function followManifestLanguage(i18n: I18n): () => void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return () => undefined;
  const apply = (language: string) => {
    const href = language === 'en' ? MANIFESTS.en : MANIFESTS.uk;
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
