import type {
  VideoCourse,
  VideoCourseCertificate,
  VideoCourseDetail,
  VideoCourseProgress,
  VideoLesson,
} from '../../generated/model';
import { schoolToday } from '../../time/school-time';
import { type VideoCourseRow, courseMinutes } from '../db/video-courses';
import { type VideoProgressRow, progressInCourse } from '../db/video-progress';
import { surveyOf } from '../db/video-surveys';
import { videoAccessReason } from '../rules/video-access';
import {
  VIDEO_PASS_PERCENT,
  videoCourseFinished,
  videoCourseResult,
  videoProgressPercent,
} from '../rules/video-certificate';
import { watchedIn } from './video-courses-watch';

/** What opens subscription-only courses to the viewer today. */
export type Standing = { subscribed: boolean; studyingAtSchool: boolean };

const taskCount = (course: VideoCourseRow) =>
  course.videos.filter((video) => video.questions.length > 0).length;

/** The counts behind a user's progress and certificate in a course. */
function tally(course: VideoCourseRow, rows: readonly VideoProgressRow[]) {
  const videos = course.videos.length;
  const tasks = taskCount(course);
  const watched = course.videos.filter((video) =>
    watchedIn(
      rows.find((row) => row.video_id === video.id),
      video,
    ),
  ).length;
  const answered = rows.filter((row) => row.answers !== null).length;
  const correct = rows.reduce((sum, row) => sum + (row.correct ?? 0), 0);
  const total = course.videos.reduce((sum, video) => sum + video.questions.length, 0);
  return { videos, tasks, watched, answered, correct, total };
}

function progressView(course: VideoCourseRow, rows: readonly VideoProgressRow[]): VideoCourseProgress | null {
  if (rows.length === 0) return null;
  const counts = tally(course, rows);
  return {
    watched_videos: counts.watched,
    total_videos: counts.videos,
    answered_tasks: counts.answered,
    total_tasks: counts.tasks,
    percent: videoProgressPercent(counts),
  };
}

const lastChange = (rows: readonly VideoProgressRow[], now: Date): string =>
  rows
    .map((row) => row.updated_on)
    .sort()
    .at(-1) ?? schoolToday(now);

/** The certificate: in progress until finished; then Review or Pass, issued the day it was finished. */
export function certificateView(
  course: VideoCourseRow,
  rows: readonly VideoProgressRow[],
  now: Date,
): VideoCourseCertificate {
  const counts = tally(course, rows);
  const finished = videoCourseFinished(counts);
  const { result, percent } = videoCourseResult({ finished, correct: counts.correct, total: counts.total });
  return {
    result,
    correct: finished ? counts.correct : 0,
    total: counts.total,
    percent,
    pass_percent: VIDEO_PASS_PERCENT,
    issued_on: finished ? lastChange(rows, now) : null,
  };
}

/** A course in the list, for one viewer. */
export function videoCourseView(course: VideoCourseRow, userId: number, standing: Standing): VideoCourse {
  return {
    id: course.id,
    title: course.title,
    title_en: course.title_en,
    summary: course.summary,
    summary_en: course.summary_en,
    level: course.level,
    duration_minutes: courseMinutes(course),
    video_count: course.videos.length,
    task_count: taskCount(course),
    access: course.access,
    is_new: course.is_new,
    access_reason: videoAccessReason({ access: course.access, ...standing }),
    progress: progressView(course, progressInCourse(userId, course.id)),
  };
}

/** A course's page for one viewer. */
export function videoCourseDetailView(
  course: VideoCourseRow,
  userId: number,
  standing: Standing,
  now: Date,
): VideoCourseDetail {
  const rows = progressInCourse(userId, course.id);
  const videos: VideoLesson[] = course.videos.map((video) => {
    const row = rows.find((each) => each.video_id === video.id);
    return {
      id: video.id,
      number: video.number,
      title: video.title,
      title_en: video.title_en,
      duration_seconds: video.duration_seconds,
      position_seconds: row?.position_seconds ?? 0,
      watched: watchedIn(row, video),
      task:
        video.questions.length === 0
          ? null
          : {
              question_count: video.questions.length,
              answered: row?.answers !== null && row?.answers !== undefined,
              correct: row?.correct ?? null,
            },
    };
  });
  return {
    ...videoCourseView(course, userId, standing),
    description: course.description,
    description_en: course.description_en,
    videos,
    materials: course.materials,
    faq: course.faq,
    certificate: certificateView(course, rows, now),
    survey_sent: surveyOf(userId, course.id) !== undefined,
  };
}
