import { LanguageSwitcher } from '@cabinet/design-system/language-switcher';
import { useTranslation } from 'react-i18next';
import { setAppLanguage } from '../../i18n';

export function LanguageSelector() {
  const { i18n } = useTranslation();
  return (
    <LanguageSwitcher
      value={i18n.language === 'en' ? 'en' : 'uk'}
      onChange={(language) => void setAppLanguage(language)}
    />
  );
}
