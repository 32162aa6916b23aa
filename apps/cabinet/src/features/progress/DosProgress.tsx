import { useGetDosProgress } from '@cabinet/api/progress';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { ProgressChart } from '@cabinet/design-system/progress-chart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../../shared/in-language';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { type DosNames, dosFeedbackChart, dosRecordsChart } from './dos-charts';

/**
 * What the director of studies reviews, per teacher, as two charts: the module feedback and the
 * statistics records by status, each with its summary in words and its numbers as a table. The
 * school counts them when asked, so the charts follow the reviews done since.
 */
export function DosProgress() {
  const { t, i18n } = useTranslation('progress');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const headingId = useId();
  const progress = useGetDosProgress();
  const names: DosNames = {
    teacher: (teacher) => nameIn(teacher, i18n.language),
    feedbackStatus: (status) => ds(`status.studentFeedback.${status}`),
    recordStatus: (status) => ds(`status.statisticsItem.${status}`),
  };
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
      {[dosFeedbackChart(progress.data.data, t, names), dosRecordsChart(progress.data.data, t, names)].map(
        (chart) => (
          <ProgressChart key={chart.title} headingLevel={3} {...chart} />
        ),
      )}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('dos.title')}
      </Typography>
      {body}
    </Box>
  );
}
