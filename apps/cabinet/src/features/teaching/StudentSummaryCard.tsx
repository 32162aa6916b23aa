import type { CourseSummaryResult, CourseSummaryStudent } from '@cabinet/api/model';
import { CardFrame, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf, nameIn } from '../../shared/in-language';

type Result = Pick<CourseSummaryResult, 'score' | 'max_score' | 'percent' | 'grade'>;

/** Every task of the student's modules: done and published, summed. */
export const tasksOf = (row: CourseSummaryStudent) =>
  row.modules.reduce(
    (sum, module) => ({ done: sum.done + module.tasks_completed, total: sum.total + module.tasks_total }),
    { done: 0, total: 0 },
  );

/** One student's row of the course summary, as a card: attendance, tasks, the final test, each module's tests. */
export function StudentSummaryCard({ row }: { row: CourseSummaryStudent }) {
  const { t, i18n } = useTranslation('teaching');
  const { t: courses } = useTranslation('courses');
  const language = languageOf(i18n.language);
  const titleId = useId();
  const tasks = tasksOf(row);
  const result = (value: Result) => courses('summary.result', value);
  return (
    <CardFrame titleId={titleId} component="li" sx={{ gap: 1.25 }}>
      <CardTitle id={titleId}>{nameIn(row.student, language)}</CardTitle>
      <Facts>
        <Fact label={t('summary.attendance')}>
          {row.attendance_percent !== null
            ? courses('summary.attendanceValue', {
                percent: row.attendance_percent,
                count: row.lessons_marked,
                attended: row.lessons_attended,
              })
            : t('summary.attendanceNone')}
        </Fact>
        <Fact label={t('summary.tasks')}>
          {t('summary.tasksDone', { done: tasks.done, count: tasks.total })}
        </Fact>
        <Fact label={t('summary.finalTest')}>
          {row.final_test ? result(row.final_test) : t('summary.finalTestNone')}
        </Fact>
      </Facts>
      {/* Folded: a group's every module for every student would be a very long page on a phone. */}
      {row.modules.length > 0 ? (
        <Box
          component="details"
          sx={{ '& > summary': { cursor: 'pointer', py: 0.5, typography: 'body2', fontWeight: 500 } }}
        >
          <summary>{t('summary.modules')}</summary>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
            {row.modules.map((module) => (
              <Box
                component="li"
                key={module.module.id}
                sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
              >
                <Typography component="h4" variant="subtitle1" sx={{ m: 0, mb: 0.5, fontWeight: 500 }}>
                  {nameIn(module.module, language)}
                </Typography>
                <Facts>
                  <Fact label={t('summary.tasks')}>
                    {t('summary.tasksDone', { done: module.tasks_completed, count: module.tasks_total })}
                  </Fact>
                  {module.tests.map((test) => (
                    <Fact key={test.assignment_id} label={test.title}>
                      <StatusBadge vocabulary="assignedTask" value={test.status} />{' '}
                      {test.score !== null && test.percent !== null && test.grade !== null
                        ? result({
                            score: test.score,
                            max_score: test.max_score,
                            percent: test.percent,
                            grade: test.grade,
                          })
                        : courses('summary.notScored', { max: test.max_score })}
                    </Fact>
                  ))}
                </Facts>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
    </CardFrame>
  );
}
