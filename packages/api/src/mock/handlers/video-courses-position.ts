import { getSaveVideoPositionMockHandler } from '../../generated/video-courses/video-courses.msw';
import { SaveVideoPositionBody } from '../../generated/zod/video-courses/video-courses';
import * as clock from '../../time/clock';
import { playedLength } from '../db/video-media';
import { type VideoProgressRow, progressOf, videoProgress } from '../db/video-progress';
import { coveredSeconds, countReport } from '../rules/video-watching';
import { parseBody } from './request-params';
import { fail } from './respond';
import { progressRow, watchableVideo, watchedIn } from './video-courses-watch';

/** Whole seconds since the school last counted the row's playing; null when it never began. */
const secondsSinceCount = (row: VideoProgressRow | undefined, now: Date): number | null =>
  row?.counted_at ? Math.floor((now.getTime() - Date.parse(row.counted_at)) / 1000) : null;

/**
 * A report of watching (docs/rules-and-limits.md#video-progress): its played stretches join those
 * kept (refused, naming the field, past the video's end or faster than the time since the last
 * count allows); the position of the highest revision is kept. A report counted before changes
 * nothing, so a resend is harmless. The video is watched once its stretches cover 90 % of it.
 */
export const saveVideoPositionHandler = getSaveVideoPositionMockHandler(async ({ request, params }) => {
  const { user, course, video } = watchableVideo(request, params);
  const body = await parseBody(request, SaveVideoPositionBody);
  const now = clock.now();
  const kept = progressOf(user.id, video.id);
  const counted = countReport({
    report: {
      position: body.position_seconds,
      played: body.played.map((span) => [span.from_seconds, span.to_seconds] as const),
    },
    covered: kept?.played ?? [],
    durationSeconds: playedLength(video),
    elapsedSeconds: secondsSinceCount(kept, now),
  });
  if (!counted.ok) {
    fail(422, 'validation_failed', `The given data was invalid: ${counted.field}. ${counted.message}`, {
      field: counted.field,
    });
  }
  // New seconds are progress (the row's day moves, the certificate is dated by it); a position alone is not.
  const row = kept && counted.added === 0 ? kept : progressRow(user.id, course.id, video.id);
  if (counted.added > 0) {
    row.played = counted.covered.map(([from, to]): [number, number] => [from, to]);
    row.counted_at = now.toISOString();
  }
  // The position of the newest report wins; an older one resent late leaves it (the same one rewrites it).
  if (body.revision >= row.position_revision) {
    row.position_seconds = body.position_seconds;
    row.position_revision = body.revision;
  }
  videoProgress.save();
  return {
    data: {
      video_id: video.id,
      position_seconds: row.position_seconds,
      revision: row.position_revision,
      watched_seconds: coveredSeconds(row.played),
      duration_seconds: playedLength(video),
      watched: watchedIn(row, video),
    },
  };
});
