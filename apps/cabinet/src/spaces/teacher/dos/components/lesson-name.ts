import type { LateCancellationLesson } from '@cabinet/api/model';
import { useTranslation } from 'react-i18next';

/** "GE-B1-01, lesson 12": how the director's pages name a lesson. */
export function useLessonName(): (lesson: Pick<LateCancellationLesson, 'course' | 'number'>) => string {
  const { t } = useTranslation('lateCancellations');
  return (lesson) => t('table.lessonName', { course: lesson.course.name, number: lesson.number });
}
