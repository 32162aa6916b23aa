import { CardGrid } from '@cabinet/design-system/card-frame';
import { useListAssignments } from '@cabinet/api/assignments';
import { useGetCourse } from '@cabinet/api/courses';
import type { AssignmentKind } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useNow } from '../../shared/use-now';
import { AssignmentCard } from './AssignmentCard';
import { groupByModule, kindOf } from './group-by-module';
import { moduleName } from './names';
import { languageOf } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

export type AssignmentListProps = {
  courseId: number;
  /** The child a parent follows; a student's own list has none. */
  studentId?: number | undefined;
  taskHref: (assignmentId: number) => string;
  testHref: (assignmentId: number) => string;
};

const KINDS: (AssignmentKind | null)[] = [null, 'task', 'test'];

/**
 * A course's assigned tasks and tests for the student (or the parent's child), grouped by module:
 * each with its kind, title, deadline in the school's time, the student's status and the result;
 * a filter of tasks or tests as links; the empty state.
 */
export function AssignmentList({ courseId, studentId, taskHref, testHref }: AssignmentListProps) {
  const { t, i18n } = useTranslation('assignments');
  const language = languageOf(i18n.language);
  const params = studentId === undefined ? undefined : { student_id: studentId };
  const list = useListAssignments(courseId, params);
  const course = useGetCourse(courseId, params);
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const now = useNow();
  const kind = kindOf(search);

  return (
    <QueryContent query={[list, course]}>
      {([listData, courseData]) => {
        const all = listData.data;
        const groups = groupByModule(all, courseData.data.modules, kind);
        const kindHref = (value: AssignmentKind | null) => (value ? `${pathname}?kind=${value}` : pathname);

        return (
          <Box component="section" aria-labelledby="assignments-heading" sx={{ display: 'grid', gap: 3 }}>
            <Typography id="assignments-heading" component="h2" variant="h5" sx={{ m: 0 }}>
              {t('list.heading')}
            </Typography>
            {all.length === 0 ? (
              <EmptyState title={t('list.empty.title')} text={t('list.empty.text')} headingLevel="h3" />
            ) : (
              <>
                <Stack
                  component="nav"
                  aria-label={t('list.filter.label')}
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{ flexWrap: 'wrap' }}
                >
                  {KINDS.map((value) => (
                    <Button
                      key={value ?? 'all'}
                      href={kindHref(value)}
                      variant={value === kind ? 'contained' : 'outlined'}
                      aria-current={value === kind ? 'page' : undefined}
                      size="small"
                    >
                      {t(`list.filter.${value ?? 'all'}`)}
                    </Button>
                  ))}
                </Stack>
                {groups.length === 0 ? (
                  <EmptyState
                    title={t('list.empty.filteredTitle')}
                    text={t('list.empty.filteredText')}
                    headingLevel="h3"
                  />
                ) : (
                  groups.map((group) => (
                    <Box
                      component="section"
                      key={group.moduleId}
                      aria-labelledby={`assignments-module-${group.moduleId}`}
                      sx={{ display: 'grid', gap: 2 }}
                    >
                      <Typography
                        id={`assignments-module-${group.moduleId}`}
                        component="h3"
                        variant="h6"
                        sx={{ m: 0 }}
                      >
                        {group.module
                          ? moduleName(group.module, language)
                          : t('list.module', { number: groups.indexOf(group) + 1 })}
                      </Typography>
                      <CardGrid>
                        {group.assignments.map((assignment) => (
                          <li key={assignment.id}>
                            <AssignmentCard
                              assignment={assignment}
                              now={now}
                              href={
                                assignment.kind === 'task' ? taskHref(assignment.id) : testHref(assignment.id)
                              }
                            />
                          </li>
                        ))}
                      </CardGrid>
                    </Box>
                  ))
                )}
              </>
            )}
          </Box>
        );
      }}
    </QueryContent>
  );
}
