import { useListAssignments } from '@cabinet/api/assignments';
import { CardGrid } from '@cabinet/design-system/card-frame';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeachingView } from '../../shared/course-view';
import { hasPage } from '../../shared/course-view-hrefs';
import { AssignmentItem } from './AssignmentItem';
import { authoringLinks } from './authoring-links';
import { QueryContent } from '../../shared/QueryContent';

type LessonAssignmentItemsProps = { view: TeachingView; courseId: number; lessonId: number };

/**
 * The teacher's view of a lesson's assignments on the lesson's page: the tasks given at it and the
 * tests appointed to it, each with its works per status and a link to its page. Views without
 * assigned tasks (teacher training) show nothing.
 */
export function LessonAssignmentItems({ view, courseId, lessonId }: LessonAssignmentItemsProps) {
  const { t } = useTranslation('assignments');
  const headingId = useId();
  const offered = hasPage(view, 'task') && hasPage(view, 'test');
  const list = useListAssignments(courseId, { lesson_id: lessonId }, { query: { enabled: offered } });
  if (!offered) return null;
  const links = authoringLinks(view, courseId);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ m: 0 }}>
        {t('lesson.heading')}
      </Typography>
      <QueryContent query={list} empty={<Typography variant="body2">{t('lesson.none')}</Typography>}>
        {({ data }) => (
          <CardGrid>
            {data.map((assignment) => (
              <li key={assignment.id}>
                <AssignmentItem assignment={assignment} href={links.view(assignment)} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryContent>
    </Box>
  );
}
