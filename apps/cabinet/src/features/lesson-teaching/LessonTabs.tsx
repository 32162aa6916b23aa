import { PageTabs } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import {
  type LessonLink,
  type LessonTab,
  type TeacherArea,
  lessonHref,
  lessonTabsOf,
  opensAsTrial,
} from '../../shared/teacher-course-paths';

type LessonTabsProps = { area: TeacherArea; courseId: number; lesson: LessonLink; current: LessonTab };

/** The lesson page's sections as links, the current one marked as the page (the design system's tabs). */
export function LessonTabs({ area, courseId, lesson, current }: LessonTabsProps) {
  const { t } = useTranslation('lessonTeaching');
  const { t: teaching } = useTranslation('teaching');
  const tabs = lessonTabsOf(area, opensAsTrial(area, lesson));
  if (tabs.length === 0) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <PageTabs
        label={t('tabsLabel')}
        tabs={tabs.map((tab) => ({
          label: teaching(`lessonTabs.${tab}`),
          href: lessonHref(area, courseId, lesson, tab === 'lesson-summary' ? undefined : tab),
          current: tab === current,
        }))}
      />
    </Box>
  );
}
