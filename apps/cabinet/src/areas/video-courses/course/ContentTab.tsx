import type { VideoCourseDetail, VideoLesson } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { clockOf, inLanguage } from '../../../features/video-courses/in-language';
import { videoHref } from '../../../features/video-courses/video-course-href';
import { AccessNote } from './AccessNote';
import { VideoPane } from './VideoPane';

/** The first video not yet done (watched and its task answered), else the first. */
const openVideo = (course: VideoCourseDetail): VideoLesson =>
  course.videos.find((video) => !video.watched || (video.task !== null && !video.task.answered)) ??
  (course.videos[0] as VideoLesson);

/** The content: the course's videos in order, with where the viewer stopped, and the chosen one playing. */
export function ContentTab({ course }: { course: VideoCourseDetail }) {
  const { t, i18n } = useTranslation('videoCourses');
  const [search] = useSearchParams();
  // Without a video in the address, the one to go on with, chosen when the tab opens: answering a
  // task does not move the viewer to the next video before they ask.
  const [goOnWithId] = useState(() => openVideo(course).id);
  const named = search.get('video');
  const current =
    course.videos.find((video) => String(video.id) === named) ??
    course.videos.find((video) => video.id === goOnWithId) ??
    openVideo(course);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {course.access_reason === 'none' ? (
          <AccessNote course={course} />
        ) : (
          <VideoPane key={current.id} course={course} video={current} />
        )}
      </Box>
      <Box component="nav" aria-labelledby="videos-title">
        <Typography id="videos-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('content.videos')}
        </Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {course.videos.map((video) => {
            const title = inLanguage(video.title, video.title_en, i18n.language);
            const state = video.watched
              ? t('content.watched')
              : video.position_seconds > 0
                ? t('content.stoppedAt', { time: clockOf(video.position_seconds) })
                : t('content.notStarted');
            const task = video.task
              ? video.task.answered
                ? t('content.taskDone', {
                    correct: video.task.correct ?? 0,
                    total: video.task.question_count,
                  })
                : t('content.taskOpen')
              : null;
            return (
              <Box
                component="li"
                key={video.id}
                sx={{
                  p: 1.5,
                  borderRadius: 1,
                  border: 1,
                  borderColor: video.id === current.id ? 'primary.main' : 'divider',
                }}
              >
                <Link
                  component={RouterLink}
                  to={videoHref(course.id, video.id)}
                  aria-current={video.id === current.id ? 'true' : undefined}
                  sx={{ fontWeight: 500, display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
                >
                  {video.watched ? <CheckCircleIcon fontSize="small" color="success" aria-hidden /> : null}
                  {`${video.number}. ${title}`}
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {[clockOf(video.duration_seconds), state, task].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
