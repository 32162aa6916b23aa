import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { type StatusValue, type StatusVocabulary, statusTone } from './catalogue';

export type StatusBadgeProps<V extends StatusVocabulary> = {
  /** Which vocabulary the value belongs to: `assignedTask`, `substitution`, `promoTag`... */
  vocabulary: V;
  value: StatusValue<V>;
  size?: 'small' | 'medium';
};

/** A status as a coloured label; colour from the theme's status tones, text in the interface language. */
export function StatusBadge<V extends StatusVocabulary>({
  vocabulary,
  value,
  size = 'small',
}: StatusBadgeProps<V>) {
  const { t } = useTranslation(DS_NAMESPACE);
  const tone = statusTone(vocabulary, value);
  const label = t(['status', vocabulary, value].join('.'));
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        px: size === 'small' ? 1 : 1.5,
        py: size === 'small' ? 0.25 : 0.5,
        borderRadius: 999,
        fontSize: size === 'small' ? 12 : 14,
        fontWeight: 500,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        bgcolor: theme.palette.status[tone].bg,
        color: theme.palette.status[tone].fg,
      })}
    >
      {label}
    </Box>
  );
}
