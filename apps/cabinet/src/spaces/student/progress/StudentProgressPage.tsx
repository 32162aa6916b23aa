import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LearnerProgress } from '../../../features/progress/LearnerProgress';

/** `/student/progress`: the student's own attendance, homework, tests and levels as charts. */
export function StudentProgressPage() {
  const { t } = useTranslation('progress');
  return (
    <>
      <PageHeader title={t('studentTitle')} />
      <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: '70ch' }}>{t('studentIntro')}</Typography>
      <LearnerProgress />
    </>
  );
}
