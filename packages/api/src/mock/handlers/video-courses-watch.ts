import type { UserRow } from '../db';
import { type VideoCourseRow, type VideoRow, videoCourses } from '../db/video-courses';
import { playedLength } from '../db/video-media';
import { type VideoProgressRow, progressOf, videoProgress } from '../db/video-progress';
import * as clock from '../../time/clock';
import { schoolToday } from '../../time/school-time';
import { videoAccessReason } from '../rules/video-access';
import { coveredSeconds, isWatched } from '../rules/video-watching';
import { pathId } from './request-params';
import { fail } from './respond';
import { requireVideoViewer, viewerStanding } from './video-viewer';

export { MEDIA } from '../db/video-media';

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

/** The caller's row for a video, begun now if it was not (a change: the row's day is today). */
export function progressRow(userId: number, courseId: number, videoId: number): VideoProgressRow {
  const today = schoolToday(clock.now());
  const row =
    progressOf(userId, videoId) ??
    videoProgress.insert({
      user_id: userId,
      course_id: courseId,
      video_id: videoId,
      position_seconds: 0,
      position_revision: 0,
      played: [],
      counted_at: null,
      answers: null,
      correct: null,
      updated_on: today,
    });
  row.updated_on = today;
  return row;
}

/**
 * The first opening of a video by a user begins the count of what they play: reports are measured
 * against the time since (docs/rules-and-limits.md#video-progress). A later opening changes nothing.
 */
export function beginCount(userId: number, courseId: number, video: VideoRow): VideoProgressRow {
  const kept = progressOf(userId, video.id);
  if (kept?.counted_at) return kept;
  const row = kept ?? progressRow(userId, courseId, video.id);
  row.counted_at = clock.now().toISOString();
  videoProgress.save();
  return row;
}

/** Whether a row's played seconds make its video watched. */
export const watchedIn = (row: VideoProgressRow | undefined, video: VideoRow): boolean =>
  row !== undefined && isWatched(coveredSeconds(row.played), playedLength(video));
