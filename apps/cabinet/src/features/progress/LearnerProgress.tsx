import { useGetLearnerProgress } from '@cabinet/api/progress';
import { useTranslation } from 'react-i18next';
import { ChartGrid } from './ChartsSection';
import { attendanceChart, homeworkChart, levelsChart, testsChart } from './learner-charts';
import { QueryContent } from '../../shared/QueryContent';

/** The months a learner's charts cover. */
export const PROGRESS_MONTHS = 12;

/**
 * A learner's progress as four charts: attendance, homework, tests and the level by skill, each
 * with its summary in words and its numbers as a table. A parent names the child (`studentId`);
 * a student sees their own. The school computes every number when asked, so the charts follow
 * what happened since.
 */
export function LearnerProgress({ studentId }: { studentId?: number | undefined }) {
  const { t, i18n } = useTranslation('progress');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const progress = useGetLearnerProgress({
    months: PROGRESS_MONTHS,
    ...(studentId === undefined ? {} : { student_id: studentId }),
  });
  return (
    <QueryContent query={progress}>
      {({ data }) => {
        const charts = [attendanceChart, homeworkChart, testsChart, levelsChart].map((chart) =>
          chart(data, t, language),
        );
        return <ChartGrid charts={charts} headingLevel={2} />;
      }}
    </QueryContent>
  );
}
