import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import type { TeachingView } from '../../shared/course-view';
import { changesCourse } from '../../shared/course-view-hrefs';
import { TeacherCourseStudents } from './TeacherCourseStudents';

/**
 * A tutor's group's trainees, with the way to all the tutor's trainees across their groups. A
 * substitute reads the group's trainees: they are not theirs, so no trainee's page is linked.
 */
export function TutorGroupTrainees({ view, courseId }: { view: TeachingView; courseId: number }) {
  const { t } = useTranslation('teaching');
  if (!changesCourse(view)) return <TeacherCourseStudents courseId={courseId} linked={false} />;
  return (
    <Stack spacing={2}>
      <Link href={paths.tutor.trainees.to()} sx={{ alignSelf: 'flex-start' }}>
        {t('allTrainees')}
      </Link>
      <TeacherCourseStudents courseId={courseId} />
    </Stack>
  );
}
