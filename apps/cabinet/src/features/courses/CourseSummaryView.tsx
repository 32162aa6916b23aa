import { useGetCourseSummary } from '@cabinet/api/courses';
import type { CourseSummaryModule, CourseSummaryResult } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { studentParams } from './course-present';
import { Progress, Section } from './parts';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

type CourseSummaryViewProps = { courseId: number; studentId?: number | undefined };

/** "17 / 20 (85 %), B". */
function Result({
  result,
}: {
  result: Pick<CourseSummaryResult, 'score' | 'max_score' | 'percent' | 'grade'>;
}) {
  const { t } = useTranslation('courses');
  return <>{t('summary.result', result)}</>;
}

function ModuleResults({ module, language }: { module: CourseSummaryModule; language: 'uk' | 'en' }) {
  const { t } = useTranslation('courses');
  return (
    <Section title={nameIn(module.module, language)} level={3}>
      <Stack spacing={1.5}>
        <Facts>
          <Fact label={t('summary.tasks')}>
            {t('summary.tasksDone', { count: module.tasks_total, done: module.tasks_completed })}
          </Fact>
        </Facts>
        {module.tests.length === 0 ? (
          <Typography variant="body2">{t('summary.noTests')}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {module.tests.map((test) => (
              <Box
                component="li"
                key={test.assignment_id}
                sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
              >
                <Typography component="h4" variant="subtitle1" sx={{ m: 0, mb: 0.5, fontWeight: 500 }}>
                  {test.title}
                </Typography>
                <Facts>
                  <Fact label={t('summary.testType')}>
                    <StatusBadge vocabulary="lessonType" value={test.test_type} />
                  </Fact>
                  <Fact label={t('facts.status')}>
                    <StatusBadge vocabulary="assignedTask" value={test.status} />
                  </Fact>
                  <Fact label={t('summary.score')}>
                    {test.score !== null && test.percent !== null && test.grade !== null ? (
                      <Result
                        result={{
                          score: test.score,
                          max_score: test.max_score,
                          percent: test.percent,
                          grade: test.grade,
                        }}
                      />
                    ) : (
                      t('summary.notScored', { max: test.max_score })
                    )}
                  </Fact>
                </Facts>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}

/**
 * The course summary of one student: lessons completed out of all,
 * attendance, each module's tasks and test results with grades, and the final test.
 */
export function CourseSummaryView({ courseId, studentId }: CourseSummaryViewProps) {
  const { t, i18n } = useTranslation('courses');
  const language = languageOf(i18n.language);
  const query = useGetCourseSummary(courseId, studentParams(studentId));
  return (
    <QueryContent query={query}>
      {({ data: summary }) => {
        const own = summary.students.find((row) => studentId === undefined || row.student.id === studentId);
        return (
          <Stack spacing={4}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
                alignItems: 'start',
              }}
            >
              <Section title={t('summary.progress')}>
                <Stack spacing={1} sx={{ typography: 'body2' }}>
                  <div>
                    <StatusBadge vocabulary="course" value={summary.status} />
                  </div>
                  <Progress done={summary.lessons_completed} total={summary.lessons_total} />
                </Stack>
              </Section>
              <Section title={t('summary.attendance')}>
                <Typography variant="body2" component="div">
                  {own && own.attendance_percent !== null
                    ? t('summary.attendanceValue', {
                        percent: own.attendance_percent,
                        count: own.lessons_marked,
                        attended: own.lessons_attended,
                      })
                    : t('summary.attendanceNone')}
                </Typography>
              </Section>
              <Section title={t('summary.finalTest')}>
                <Typography variant="body2" component="div">
                  {own?.final_test ? <Result result={own.final_test} /> : t('summary.finalTestNone')}
                </Typography>
              </Section>
            </Box>
            <Box component="section" aria-labelledby="course-summary-modules">
              <Typography id="course-summary-modules" component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('summary.modules')}
              </Typography>
              {own && own.modules.length > 0 ? (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                    alignItems: 'start',
                  }}
                >
                  {own.modules.map((module) => (
                    <ModuleResults key={module.module.id} module={module} language={language} />
                  ))}
                </Box>
              ) : (
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="body2">{t('summary.noModules')}</Typography>
                </Paper>
              )}
            </Box>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
