import type { VideoCourseDetail } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Progress through the course: watched videos and answered tasks. */
export function CourseProgress({ course }: { course: VideoCourseDetail }) {
  const { t } = useTranslation('videoCourses');
  const progress = course.progress;
  const percent = progress?.percent ?? 0;
  return (
    <Box sx={{ mb: 3, maxWidth: 640 }}>
      <Typography variant="body2">
        {t('progress.detail', {
          percent,
          watched: progress?.watched_videos ?? 0,
          videos: course.video_count,
          answered: progress?.answered_tasks ?? 0,
          tasks: course.task_count,
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('progress.title')}
        sx={{ mt: 0.5, height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}
