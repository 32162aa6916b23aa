import { useListCertificates } from '@cabinet/api/certificates';
import { useGetCourse } from '@cabinet/api/courses';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { formatDate } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { certificateParams, noCertificateReason } from './certificate-rules';
import { CourseCertificateCard } from './CourseCertificateCard';
import { QueryContent } from '../../shared/QueryContent';

type CourseCertificateProps = {
  courseId: number;
  /** The child a parent follows; undefined for the student. */
  studentId?: number | undefined;
};

/**
 * The certificate tab of an individual course: the student's one certificate of the course, or
 * why there is none yet (the course has not started, is in progress, or waits for the teacher),
 * with the rule it will be issued by.
 */
export function CourseCertificate({ courseId, studentId }: CourseCertificateProps) {
  const { t, i18n } = useTranslation('certificates');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const certificates = useListCertificates(certificateParams(studentId, courseId));
  const course = useGetCourse(courseId, studentId === undefined ? undefined : { student_id: studentId });
  return (
    <QueryContent query={certificates}>
      {({ data }) => {
        const [certificate] = data;
        if (certificate)
          return (
            <Box sx={{ maxWidth: 720 }}>
              <CourseCertificateCard certificate={certificate} headingLevel={2} />
            </Box>
          );
        return (
          <QueryContent query={course}>
            {({ data: { status, end_date: endDate, lessons_completed: done, lessons_total: total } }) => {
              const reason = noCertificateReason(status);
              return (
                <Stack spacing={2}>
                  <EmptyState
                    headingLevel="h2"
                    title={t(`course.${reason}.title`)}
                    text={t(`course.${reason}.text`, {
                      date: formatDate(`${endDate}T12:00:00Z`, language),
                      done,
                      count: total,
                    })}
                  />
                  <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '70ch' }}>
                    {t('course.rule')}
                  </Typography>
                </Stack>
              );
            }}
          </QueryContent>
        );
      }}
    </QueryContent>
  );
}
