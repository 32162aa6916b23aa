import { useTranslation } from 'react-i18next';
import { CatchUps } from '../courses/CatchUps';
import { TeacherCatchUpCard } from './TeacherCatchUpCard';

/**
 * The catch-up lessons of every student of the teacher's group: the coming and running ones
 * first, then the past (newest first); a started one can be marked completed.
 */
export function TeacherCatchUps({ courseId }: { courseId: number }) {
  const { t } = useTranslation('teaching');
  return (
    <CatchUps
      courseId={courseId}
      empty={{ title: t('catchUps.emptyTitle'), text: t('catchUps.emptyText') }}
      card={(catchUp) => <TeacherCatchUpCard catchUp={catchUp} courseId={courseId} />}
    />
  );
}
