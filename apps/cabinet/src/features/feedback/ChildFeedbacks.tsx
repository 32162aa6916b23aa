import { useListCourseFeedback, useListModuleFeedback } from '@cabinet/api/feedback';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseFeedbackCard } from './CourseFeedbackCard';
import { readableCourseFeedback, readableModuleFeedback } from './feedback-rules';
import { ModuleFeedbackCard } from './ModuleFeedbackCard';
import { QueryContent } from '../../shared/QueryContent';

type ChildFeedbacksProps = {
  courseId: number;
  /** The child the parent follows (a student reading their own feedback leaves it out). */
  studentId?: number | undefined;
};

/** Every module of a course fits one page of the list (a course has a handful of modules). */
const MODULES_PER_PAGE = 100;

/**
 * The feedbacks tab of a group or an individual course, for the student themselves or a parent
 * following a child: the teacher's sent feedback for each module and, once sent, the feedback on
 * the whole course; "no feedback yet" until the first one is sent.
 */
export function ChildFeedbacks({ courseId, studentId }: ChildFeedbacksProps) {
  const { t } = useTranslation('feedback');
  const modulesId = useId();
  const courseTitleId = useId();
  const student = studentId === undefined ? {} : { student_id: studentId };
  const modules = useListModuleFeedback(courseId, { ...student, per_page: MODULES_PER_PAGE });
  const course = useListCourseFeedback(courseId, studentId === undefined ? undefined : student);
  return (
    <QueryContent
      query={[modules, course]}
      isEmpty={([modulesData, courseData]) =>
        readableModuleFeedback(modulesData.data).length === 0 && !readableCourseFeedback(courseData.data)
      }
      empty={<EmptyState headingLevel="h2" title={t('empty.title')} text={t('empty.text')} />}
    >
      {([modulesData, courseData]) => {
        const moduleRows = readableModuleFeedback(modulesData.data);
        const courseRow = readableCourseFeedback(courseData.data);
        return (
          <Stack spacing={4}>
            {courseRow ? (
              <Box component="section" aria-labelledby={courseTitleId}>
                <Typography id={courseTitleId} component="h2" variant="h5" sx={{ mb: 2 }}>
                  {t('course.title')}
                </Typography>
                <CourseFeedbackCard feedback={courseRow} />
              </Box>
            ) : null}
            <Box component="section" aria-labelledby={modulesId}>
              <Typography id={modulesId} component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('module.title')}
              </Typography>
              {moduleRows.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{t('module.none')}</Typography>
              ) : (
                <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {moduleRows.map((row) => (
                    <li key={row.id}>
                      <ModuleFeedbackCard feedback={row} headingLevel={3} />
                    </li>
                  ))}
                </Stack>
              )}
            </Box>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
