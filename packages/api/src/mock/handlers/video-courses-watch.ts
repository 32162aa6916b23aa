import type { UserRow } from '../db';
import { type VideoCourseRow, type VideoRow, videoCourses } from '../db/video-courses';
import { type VideoProgressRow, progressOf, videoProgress } from '../db/video-progress';
import * as clock from '../../time/clock';
import { schoolToday } from '../../time/school-time';
import { videoAccessReason } from '../rules/video-access';
import { pathId } from './request-params';
import { fail } from './respond';
import { requireVideoViewer, viewerStanding } from './video-viewer';

/**
 * The sample video and captions the school ships with the cabinet (served with its static files),
 * standing in for every video of the library.
 */
export const MEDIA = {
  video: '/media/video-courses/lesson.webm',
  captions: { uk: '/media/video-courses/lesson.uk.vtt', en: '/media/video-courses/lesson.en.vtt' },
} as const;

type Params = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A course by its path id; an unknown one is 404. */
export function courseOf(value: string | readonly string[] | undefined): VideoCourseRow {
  const course = videoCourses.byId(pathId(value, 'video course'));
  if (!course) fail(404, 'not_found', 'The video course was not found.');
  return course;
}

/**
 * A video the caller may watch: a free course's, or a subscription-only course's with an active or
 * paid-to-date subscription or a course at the school in progress (else 403 `subscription_required`).
 */
export function watchableVideo(
  request: Request,
  params: Params,
): { user: UserRow; course: VideoCourseRow; video: VideoRow } {
  const user = requireVideoViewer(request);
  const course = courseOf(params.videoCourseId);
  const id = pathId(params.videoId, 'video');
  const video = course.videos.find((each) => each.id === id);
  if (!video) fail(404, 'not_found', 'The video was not found.');
  const reason = videoAccessReason({ access: course.access, ...viewerStanding(user.id, clock.now()) });
  if (reason === 'none') fail(403, 'subscription_required', 'This course is for subscribers.');
  return { user, course, video };
}

/** The caller's row for a video, begun now if it was not. */
export function progressRow(userId: number, courseId: number, videoId: number): VideoProgressRow {
  const today = schoolToday(clock.now());
  const row =
    progressOf(userId, videoId) ??
    videoProgress.insert({
      user_id: userId,
      course_id: courseId,
      video_id: videoId,
      position_seconds: 0,
      watched: false,
      answers: null,
      correct: null,
      updated_on: today,
    });
  row.updated_on = today;
  return row;
}
