import { PUBLIC_FACTS } from '@cabinet/api/rules/public-facts';
import { formatMoney } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Section } from './Section';
import { languageOf } from '../../../shared/in-language';

/** The lowest group lesson price, UAH per 60 minutes. */
export const LOWEST_PRICE = PUBLIC_FACTS.lowestGroupLesson.priceUah;
const FACTS = [
  'price',
  'payment',
  'wholeCourse',
  'friend',
  'groupSize',
  'freeze',
  'refund',
  'levels',
] as const;

/** The school's public facts: prices, discounts, group size, freeze, refund, levels. */
export function PublicFacts() {
  const { t, i18n } = useTranslation('catalogue');
  const price = formatMoney(LOWEST_PRICE, languageOf(i18n.language));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Section title={t('facts.title')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {FACTS.map((fact) => (
            <li key={fact}>{t(`facts.${fact}`, { price })}</li>
          ))}
        </Box>
      </Section>
    </Paper>
  );
}
