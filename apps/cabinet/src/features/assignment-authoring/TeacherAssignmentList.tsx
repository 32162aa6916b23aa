import { useListAssignments } from '@cabinet/api/assignments';
import { useGetCourse } from '@cabinet/api/courses';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { moduleName } from '../assignments/names';
import { AssignmentItem } from './AssignmentItem';
import type { AuthoringLinks } from './authoring-links';
import { languageOf } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/**
 * The teacher's assigned tasks and tests of a course, by module (every module, so each has its
 * create buttons), drafts included: kind, publish state, deadline and works per status.
 */
export function TeacherAssignmentList({ courseId, links }: { courseId: number; links: AuthoringLinks }) {
  const { t, i18n } = useTranslation('assignmentAuthoring');
  const language = languageOf(i18n.language);
  const list = useListAssignments(courseId);
  const course = useGetCourse(courseId);
  return (
    <QueryContent query={[list, course]}>
      {([listData, courseData]) => {
        const modules = courseData.data.modules;
        return (
          <Box sx={{ display: 'grid', gap: 4 }}>
            {modules.map((module) => {
              const items = listData.data.filter((a) => a.module_id === module.id);
              const headingId = `module-${module.id}`;
              const name = moduleName(module, language);
              return (
                <Box
                  component="section"
                  key={module.id}
                  aria-labelledby={headingId}
                  sx={{ display: 'grid', gap: 2 }}
                >
                  <Typography id={headingId} component="h2" variant="h5" sx={{ m: 0 }}>
                    {name}
                  </Typography>
                  <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                    <Button
                      component={RouterLink}
                      to={links.create(module.id, 'task')}
                      variant="outlined"
                      aria-label={t('list.createTaskIn', { module: name })}
                    >
                      {t('list.createTask')}
                    </Button>
                    <Button
                      component={RouterLink}
                      to={links.create(module.id, 'test')}
                      variant="outlined"
                      aria-label={t('list.createTestIn', { module: name })}
                    >
                      {t('list.createTest')}
                    </Button>
                  </Stack>
                  {items.length === 0 ? (
                    <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} headingLevel="h3" />
                  ) : (
                    <CardGrid>
                      {items.map((assignment) => (
                        <li key={assignment.id}>
                          <AssignmentItem assignment={assignment} href={links.view(assignment)} />
                        </li>
                      ))}
                    </CardGrid>
                  )}
                </Box>
              );
            })}
          </Box>
        );
      }}
    </QueryContent>
  );
}
