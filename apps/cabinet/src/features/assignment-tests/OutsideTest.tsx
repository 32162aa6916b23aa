import { schoolAndViewerMoment } from '../../shared/school-time';
import type { Assignment, Work } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TestResult } from './TestResult';

type OutsideTestProps = {
  assignment: Assignment;
  work: Work;
  readOnly: boolean;
  studentId: number | undefined;
};

/**
 * A test held outside the platform: taken at its lesson, it goes to the teacher's
 * review when the lesson is completed; the page tells where and when, and shows the result once set.
 */
export function OutsideTest({ assignment, work, readOnly, studentId }: OutsideTestProps) {
  const { t, i18n } = useTranslation('tests');
  const headingId = useId();
  const lesson = assignment.lesson;
  const where = lesson
    ? t('outside.atLesson', {
        number: lesson.number,
        time: schoolAndViewerMoment(lesson.starts_at, i18n.language === 'en' ? 'en' : 'uk').school,
      })
    : t('outside.lessonLater');
  return (
    <>
      <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ m: 0 }}>
          {t('outside.heading')}
        </Typography>
        <Typography>{where}</Typography>
        {work.score === null ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(
              work.status === 'need_review' || work.status === 'in_review'
                ? 'outside.checking'
                : 'outside.resultLater',
            )}
          </Typography>
        ) : null}
      </Box>
      {work.score !== null ? (
        <TestResult
          assignment={assignment}
          work={work}
          readOnly={readOnly}
          studentId={studentId}
          focus={false}
        />
      ) : null}
    </>
  );
}
