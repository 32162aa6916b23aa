import type { VideoCourseDetail, VideoLesson, VideoPlayback, VideoPosition } from '@cabinet/api/model';
import {
  type GetVideoCourseVideoQueryResult,
  getGetVideoCourseQueryKey,
  getGetVideoCourseVideoQueryKey,
} from '@cabinet/api/video-courses';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockOf } from '../../../features/video-courses/in-language';
import { WATCHED_PERCENT } from '../../../features/video-courses/played-stretches';
import { ProgressSaveNote } from '../../../features/video-courses/ProgressSaveNote';
import { type ReportKey, readKept } from '../../../features/video-courses/progress-outbox';
import { type WatchReport, useProgressReporter } from '../../../features/video-courses/use-progress-reporter';
import { VideoPlayer } from '../../../features/video-courses/VideoPlayer';

type Props = {
  userId: number;
  course: VideoCourseDetail;
  video: VideoLesson;
  playback: VideoPlayback;
  title: string;
};

/**
 * The player of a video, opening where the viewer stopped (on this device, when a report of it
 * still waits there, else at the school's), reporting the watching and telling when it could not
 * reach the school yet (docs/rules-and-limits.md#video-progress).
 */
export function ReportedPlayer({ userId, course, video, playback, title }: Props) {
  const { t } = useTranslation('videoCourses');
  const queryClient = useQueryClient();
  const [openAt] = useState(
    () => readKept({ userId, courseId: course.id, videoId: video.id })?.position ?? playback.position_seconds,
  );
  const videoKey = getGetVideoCourseVideoQueryKey(course.id, video.id);

  // A video that became watched (this one, or another whose report waited on the device) changes
  // the course's progress and the library's lists.
  const saved = (key: ReportKey, position: VideoPosition) => {
    const shown =
      key.courseId === course.id ? course.videos.find((each) => each.id === key.videoId) : undefined;
    if (shown?.watched === position.watched) return;
    void queryClient.invalidateQueries({ queryKey: getGetVideoCourseQueryKey(key.courseId), exact: true });
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === '/api/v1/video-courses',
    });
  };
  const { state, report } = useProgressReporter({
    userId,
    courseId: course.id,
    videoId: video.id,
    onSaved: saved,
  });
  const keep = (watch: WatchReport) => {
    queryClient.setQueryData<GetVideoCourseVideoQueryResult>(videoKey, (old) =>
      old ? { data: { ...old.data, position_seconds: watch.position } } : old,
    );
    report(watch);
  };

  return (
    <Stack spacing={1}>
      <VideoPlayer
        src={playback.url}
        type={playback.mime_type}
        label={title}
        captions={playback.captions}
        startAt={openAt}
        durationSeconds={playback.duration_seconds}
        onReport={keep}
      />
      {openAt > 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('content.resumes', { time: clockOf(openAt) })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="textSecondary">
        {t('player.watchRule', { percent: WATCHED_PERCENT })}
      </Typography>
      <ProgressSaveNote state={state} />
    </Stack>
  );
}
