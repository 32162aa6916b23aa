import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE, LANGUAGES, type Language } from '../../i18n';

export type LanguageSwitcherProps = {
  value: Language;
  onChange: (language: Language) => void;
  size?: 'small' | 'medium';
};

const SHORT: Record<Language, string> = { uk: 'УКР', en: 'EN' };

/**
 * Switches the interface between Ukrainian and English: a labelled group of two toggle buttons
 * (aria-pressed), each naming its language in that language. Plain buttons rather than MUI's
 * ToggleButtonGroup keep it light enough for the sign-in page.
 */
export function LanguageSwitcher({ value, onChange, size = 'small' }: LanguageSwitcherProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Box role="group" aria-label={t('languageSwitcher.label')} sx={{ display: 'inline-flex' }}>
      {LANGUAGES.map((language, index) => {
        const pressed = language === value;
        return (
          <Button
            key={language}
            size={size}
            lang={language}
            variant={pressed ? 'contained' : 'outlined'}
            color={pressed ? 'primary' : 'inherit'}
            aria-pressed={pressed}
            aria-label={t(`languageSwitcher.${language}`)}
            onClick={() => {
              if (!pressed) onChange(language);
            }}
            sx={{
              minWidth: 48,
              minHeight: size === 'small' ? 36 : 44,
              fontWeight: 500,
              borderColor: 'divider',
              ...(index === 0
                ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
                : { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' }),
            }}
          >
            {SHORT[language]}
          </Button>
        );
      })}
    </Box>
  );
}
