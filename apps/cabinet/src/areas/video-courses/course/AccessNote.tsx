import type { VideoCourse } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { libraryHref } from '../../../features/video-courses/video-course-href';

/** Why the caller may watch the course, or how to open a subscription-only one. */
export function AccessNote({ course }: { course: VideoCourse }) {
  const { t } = useTranslation('videoCourses');
  if (course.access_reason === 'none') {
    return (
      <Alert severity="info">
        {t('access.none')}{' '}
        <Link component={RouterLink} to={libraryHref('subscription')}>
          {t('access.subscribe')}
        </Link>
      </Alert>
    );
  }
  return <Alert severity="success">{t(`access.${course.access_reason}`)}</Alert>;
}
