import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { type LessonTab, type TeacherArea, lessonHref, lessonTabs } from '../teaching/teacher-course-paths';

type LessonTabsProps = { area: TeacherArea; courseId: number; lessonId: number; current: LessonTab };

/**
 * The lesson page's sections as links (each opens in a new tab, works with the keyboard), the
 * current one marked for screen readers as the page; the strip scrolls inside itself on a phone.
 */
export function LessonTabs({ area, courseId, lessonId, current }: LessonTabsProps) {
  const { t } = useTranslation('lessonTeaching');
  const { t: teaching } = useTranslation('teaching');
  return (
    <Box component="nav" aria-label={t('tabsLabel')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Box
        component="ul"
        sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none', overflowX: 'auto', scrollbarWidth: 'thin' }}
      >
        {lessonTabs[area].map((tab) => (
          <Box component="li" key={tab} sx={{ flexShrink: 0 }}>
            <Link
              href={lessonHref(area, courseId, lessonId, tab === 'lesson-summary' ? undefined : tab)}
              aria-current={tab === current ? 'page' : undefined}
              underline="none"
              sx={{
                display: 'flex',
                alignItems: 'center',
                minHeight: 44,
                px: 1.5,
                whiteSpace: 'nowrap',
                fontWeight: 500,
                fontSize: '0.875rem',
                color: 'text.secondary',
                borderBottom: 3,
                borderColor: 'transparent',
                '&:hover': { color: 'text.primary', borderColor: 'divider' },
                '&:focus-visible': { outlineOffset: -3 },
                '&[aria-current="page"]': {
                  color: 'primary.main',
                  borderColor: 'primary.main',
                  fontWeight: 700,
                },
              }}
            >
              {teaching(`lessonTabs.${tab}`)}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
