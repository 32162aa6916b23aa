import { useGetTeacherProgress } from '@cabinet/api/progress';
import type { StatisticsCategory } from '@cabinet/api/model';
import { formatMoney, toLanguage } from '@cabinet/design-system/format';
import { useTranslation } from 'react-i18next';
import { ChartsSection } from './ChartsSection';
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
  const progress = useGetTeacherProgress({ months: PROGRESS_MONTHS });
  return (
    <ChartsSection
      title={t('teacher.title')}
      query={progress}
      charts={({ data }) => [
        earningsChart(data, t, language, {
          category: categoryName,
          money: (amount) => formatMoney(amount, language),
        }),
        hoursChart(data, t, language),
        feedbackChart(data, t, language),
      ]}
    />
  );
}
