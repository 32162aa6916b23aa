import { useGetDosProgress } from '@cabinet/api/progress';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../../shared/in-language';
import { ChartsSection } from './ChartsSection';
import { type DosNames, dosFeedbackChart, dosRecordsChart } from './dos-charts';

/**
 * What the director of studies reviews, per teacher, as two charts: the module feedback and the
 * statistics records by status, each with its summary in words and its numbers as a table. The
 * school counts them when asked, so the charts follow the reviews done since.
 */
export function DosProgress() {
  const { t, i18n } = useTranslation('progress');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const progress = useGetDosProgress();
  const names: DosNames = {
    teacher: (teacher) => nameIn(teacher, i18n.language),
    feedbackStatus: (status) => ds(`status.studentFeedback.${status}`),
    recordStatus: (status) => ds(`status.statisticsItem.${status}`),
  };
  return (
    <ChartsSection
      title={t('dos.title')}
      query={progress}
      charts={({ data }) => [dosFeedbackChart(data, t, names), dosRecordsChart(data, t, names)]}
      errorHeadingLevel={3}
      sx={{ mt: 4 }}
    />
  );
}
