import type { VideoCourseDetail } from '@cabinet/api/model';
import { CertificateCard } from '@cabinet/design-system/certificate-card';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CertificateDownload } from '../../../features/certificates/CertificateDownload';
import { videoCourseCertificateFile } from '../../../features/certificates/video-course-download';
import { inLanguage } from '../../../features/video-courses/in-language';
import { courseHref, surveyHref } from '../../../features/video-courses/video-course-href';

/**
 * The certificate: in progress (never failed) until every video is watched and every task
 * answered; then Pass at 60 % of right answers or more, or Review below, with the share shown,
 * and its PDF to download.
 */
export function CertificateTab({ course }: { course: VideoCourseDetail }) {
  const { t, i18n } = useTranslation('videoCourses');
  const certificate = course.certificate;
  const title = inLanguage(course.title, course.title_en, i18n.language);
  const finished = certificate.result !== 'in_progress';
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      {finished ? (
        <Box>
          <CertificateCard
            title={title}
            type="completion"
            status="received"
            issuedAt={certificate.issued_on ?? undefined}
            videoCourseResult={certificate.result === 'pass' ? 'pass' : 'review'}
            headingLevel={2}
          />
        </Box>
      ) : null}
      {finished ? <FinishedCertificateDownload courseId={course.id} title={title} /> : null}
      {finished ? (
        <Typography>
          {t('certificate.score', {
            correct: certificate.correct,
            total: certificate.total,
            percent: certificate.percent,
            pass: certificate.pass_percent,
          })}
        </Typography>
      ) : (
        <Alert severity="info">
          {t('certificate.inProgress', { pass: certificate.pass_percent })}{' '}
          <Link component={RouterLink} to={courseHref(course.id, 'content')}>
            {t('certificate.toContent')}
          </Link>
        </Alert>
      )}
      {certificate.result === 'review' ? <Alert severity="warning">{t('certificate.review')}</Alert> : null}
      {certificate.result === 'pass' ? <Alert severity="success">{t('certificate.pass')}</Alert> : null}
      {course.progress ? (
        <Typography>
          {course.survey_sent ? t('survey.sent') : t('survey.invite')}{' '}
          <Link component={RouterLink} to={surveyHref(course.id)}>
            {course.survey_sent ? t('survey.again') : t('survey.take')}
          </Link>
        </Typography>
      ) : null}
    </Stack>
  );
}

function FinishedCertificateDownload({ courseId, title }: { courseId: number; title: string }) {
  const file = videoCourseCertificateFile(courseId);
  return <CertificateDownload download={file.run} fileName={file.fileName} title={title} />;
}
