import { PageTabs } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { LessonTab, TeachingView } from '../../shared/course-view';
import { type LessonLink, lessonHref, lessonTabsOf, opensAsTrial } from '../../shared/course-view-hrefs';

type LessonTabsProps = { view: TeachingView; courseId: number; lesson: LessonLink; current: LessonTab };

/** The lesson page's sections as links, the current one marked as the page (the design system's tabs). */
export function LessonTabs({ view, courseId, lesson, current }: LessonTabsProps) {
  const { t } = useTranslation('lessonTeaching');
  const { t: teaching } = useTranslation('teaching');
  const tabs = lessonTabsOf(view, opensAsTrial(view, lesson));
  if (tabs.length === 0) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <PageTabs
        label={t('tabsLabel')}
        tabs={tabs.map((tab) => ({
          label: teaching(`lessonTabs.${tab}`),
          href: lessonHref(view, courseId, lesson, tab === 'lesson-summary' ? undefined : tab),
          current: tab === current,
        }))}
      />
    </Box>
  );
}
