import { PageTabs } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { type LessonTab, type TeacherArea, lessonHref, lessonTabs } from '../teaching/teacher-course-paths';

type LessonTabsProps = { area: TeacherArea; courseId: number; lessonId: number; current: LessonTab };

/** The lesson page's sections as links, the current one marked as the page (the design system's tabs). */
export function LessonTabs({ area, courseId, lessonId, current }: LessonTabsProps) {
  const { t } = useTranslation('lessonTeaching');
  const { t: teaching } = useTranslation('teaching');
  if (lessonTabs[area].length === 0) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <PageTabs
        label={t('tabsLabel')}
        tabs={lessonTabs[area].map((tab) => ({
          label: teaching(`lessonTabs.${tab}`),
          href: lessonHref(area, courseId, lessonId, tab === 'lesson-summary' ? undefined : tab),
          current: tab === current,
        }))}
      />
    </Box>
  );
}
