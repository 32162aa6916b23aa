import { useGetCompanyProgress } from '@cabinet/api/progress';
import { formatMoney, toLanguage } from '@cabinet/design-system/format';
import { ProgressChart } from '@cabinet/design-system/progress-chart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import {
  checksChart,
  companyTestsChart,
  groupAttendanceChart,
  levelsNowChart,
  moneyChart,
  movementChart,
} from './company-charts';

/**
 * The corporate manager's company as charts over the last `months` months: money paid and used,
 * placement-test checks, the employees' levels now and since their placement test, each group's
 * attendance and the tests of each month; each with its summary in words and its numbers as a
 * table. Its own error and retry: the rest of the page does not wait for it.
 */
export function CompanyProgress({ months }: { months: number }) {
  const { t, i18n } = useTranslation('progress');
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const progress = useGetCompanyProgress({ months });
  const body = progress.isPending ? (
    <PageLoading />
  ) : progress.isError ? (
    <PageError error={progress.error} onRetry={() => void progress.refetch()} headingLevel={3} />
  ) : (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {[
        moneyChart(progress.data.data, t, language, (amount) => formatMoney(amount, language)),
        checksChart(progress.data.data, t, language),
        levelsNowChart(progress.data.data, t),
        movementChart(progress.data.data, t),
        groupAttendanceChart(progress.data.data, t, language),
        companyTestsChart(progress.data.data, t, language),
      ].map((chart) => (
        <ProgressChart key={chart.title} headingLevel={3} {...chart} />
      ))}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('company.title')}
      </Typography>
      {body}
    </Box>
  );
}
