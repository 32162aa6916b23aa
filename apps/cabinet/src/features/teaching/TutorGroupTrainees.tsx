import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import { TeacherCourseStudents } from './TeacherCourseStudents';

/** A tutor's group's trainees, with the way to all the tutor's trainees across their groups. */
export function TutorGroupTrainees({ courseId }: { courseId: number }) {
  const { t } = useTranslation('teaching');
  return (
    <Stack spacing={2}>
      <Link href={paths.tutor.trainees.to()} sx={{ alignSelf: 'flex-start' }}>
        {t('allTrainees')}
      </Link>
      <TeacherCourseStudents courseId={courseId} />
    </Stack>
  );
}
