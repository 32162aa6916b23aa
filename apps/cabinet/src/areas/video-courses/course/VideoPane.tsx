import type { VideoCourseDetail, VideoLesson, VideoTaskResult } from '@cabinet/api/model';
import { getGetVideoCourseQueryKey, useGetVideoCourseVideo } from '@cabinet/api/video-courses';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { inLanguage } from '../../../features/video-courses/in-language';
import { VideoTaskForm } from '../../../features/video-courses/VideoTaskForm';
import { courseHref, videoHref } from '../../../features/video-courses/video-course-href';
import { PageLoading } from '../../../shared/PageLoading';
import { useCurrentUser } from '../../../session/use-current-user';
import { ReportedPlayer } from './ReportedPlayer';
import { QueryContent } from '../../../shared/QueryContent';

/** One video: the player opening where the viewer stopped, then its task and the way on. */
export function VideoPane({ course, video }: { course: VideoCourseDetail; video: VideoLesson }) {
  const { t, i18n } = useTranslation('videoCourses');
  const queryClient = useQueryClient();
  const playback = useGetVideoCourseVideo(course.id, video.id);
  const { data: user } = useCurrentUser();
  const title = inLanguage(video.title, video.title_en, i18n.language);
  const courseKey = getGetVideoCourseQueryKey(course.id);
  const answered = (_result: VideoTaskResult) => {
    void queryClient.invalidateQueries({ queryKey: courseKey, exact: true });
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === '/api/v1/video-courses',
    });
  };

  if (!user) return <PageLoading />;
  return (
    <QueryContent query={playback}>
      {({ data }) => {
        const next = course.videos.find((each) => each.number === video.number + 1);
        return (
          <Stack spacing={2}>
            <Typography component="h2" variant="h5">
              {t('content.videoTitle', { number: video.number, title })}
            </Typography>
            <ReportedPlayer userId={user.id} course={course} video={video} playback={data} title={title} />
            {data.questions.length > 0 ? (
              <VideoTaskForm
                courseId={course.id}
                videoId={video.id}
                questions={data.questions}
                lastCorrect={video.task?.answered ? (video.task.correct ?? 0) : null}
                onAnswered={answered}
              />
            ) : null}
            <Typography>
              {next ? (
                <Link component={RouterLink} to={videoHref(course.id, next.id)}>
                  {t('content.next', { title: inLanguage(next.title, next.title_en, i18n.language) })}
                </Link>
              ) : (
                <Link component={RouterLink} to={courseHref(course.id, 'certificate')}>
                  {t('content.toCertificate')}
                </Link>
              )}
            </Typography>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
