import type { VideoCourse } from '@cabinet/api/model';
import { VideoCourseCard } from '@cabinet/design-system/video-course-card';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../../features/video-courses/in-language';
import { courseHref } from '../../../features/video-courses/video-course-href';

/** A course of the library; under "my courses" with the caller's progress below it. */
export function CourseCard({ course, showProgress }: { course: VideoCourse; showProgress: boolean }) {
  const { t, i18n } = useTranslation('videoCourses');
  const title = inLanguage(course.title, course.title_en, i18n.language);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <VideoCourseCard
        title={title}
        durationMinutes={course.duration_minutes}
        videoCount={course.video_count}
        taskCount={course.task_count}
        level={course.level}
        access={course.access}
        isNew={course.is_new}
        href={courseHref(course.id)}
        headingLevel={2}
      />
      {showProgress && course.progress ? (
        <Box>
          <Typography variant="body2">
            {t('progress.summary', {
              percent: course.progress.percent,
              watched: course.progress.watched_videos,
              videos: course.progress.total_videos,
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={course.progress.percent}
            aria-label={t('progress.label', { title })}
            sx={{ mt: 0.5, height: 8, borderRadius: 1 }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
