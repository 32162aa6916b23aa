import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE, LANGUAGES, type Language } from '../../i18n';

export type LanguageSwitcherProps = {
  value: Language;
  onChange: (language: Language) => void;
  size?: 'small' | 'medium';
};

const SHORT: Record<Language, string> = { uk: 'УКР', en: 'EN' };

/** Switches the interface between Ukrainian and English; each choice names itself in its own language. */
export function LanguageSwitcher({ value, onChange, size = 'small' }: LanguageSwitcherProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={value}
      aria-label={t('languageSwitcher.label')}
      onChange={(_event, next: Language | null) => {
        if (next) onChange(next);
      }}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          aria-label={t(`languageSwitcher.${language}`)}
          sx={{ minWidth: 48, minHeight: 40, fontWeight: 500 }}
        >
          {SHORT[language]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
