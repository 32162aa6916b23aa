import { useGetTeacherProgress } from '@cabinet/api/progress';
import type { StatisticsCategory } from '@cabinet/api/model';
import { formatMoney, toLanguage } from '@cabinet/design-system/format';
import { ProgressChart } from '@cabinet/design-system/progress-chart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { PROGRESS_MONTHS } from './LearnerProgress';
import { earningsChart, feedbackChart, hoursChart } from './teacher-charts';

/**
 * A teacher's last twelve months as charts: earnings by category, hours taught, feedback written
 * on time. `categoryName` names a statistics category in the page's language.
 */
export function TeacherProgress({
  categoryName,
}: {
  categoryName: (category: StatisticsCategory) => string;
}) {
  const { t, i18n } = useTranslation('progress');
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const progress = useGetTeacherProgress({ months: PROGRESS_MONTHS });
  const body = progress.isPending ? (
    <PageLoading />
  ) : progress.isError ? (
    <PageError error={progress.error} onRetry={() => void progress.refetch()} />
  ) : (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {[
        earningsChart(progress.data.data, t, language, {
          category: categoryName,
          money: (amount) => formatMoney(amount, language),
        }),
        hoursChart(progress.data.data, t, language),
        feedbackChart(progress.data.data, t, language),
      ].map((chart) => (
        <ProgressChart key={chart.title} headingLevel={3} {...chart} />
      ))}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('teacher.title')}
      </Typography>
      {body}
    </Box>
  );
}
