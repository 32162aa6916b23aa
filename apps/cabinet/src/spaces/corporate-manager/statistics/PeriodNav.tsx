import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PERIODS, type Period, statisticsHref } from './statistics-query';

/** The periods as links (the chosen one marked current), so the address keeps the choice. */
export function PeriodNav({ period }: { period: Period }) {
  const { t } = useTranslation('companyStatistics');
  return (
    <Stack
      component="nav"
      aria-label={t('period.label')}
      direction="row"
      sx={{ mb: 3, flexWrap: 'wrap', gap: 1 }}
    >
      {PERIODS.map((months) => (
        <Button
          key={months}
          href={statisticsHref(months)}
          variant={months === period ? 'contained' : 'text'}
          aria-current={months === period ? 'page' : undefined}
        >
          {t('period.months', { count: months })}
        </Button>
      ))}
    </Stack>
  );
}
