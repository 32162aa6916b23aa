import {
  getGetVideoCourseMockHandler,
  getGetVideoCourseVideoMockHandler,
  getListVideoCoursesMockHandler,
  getSendVideoCourseSurveyMockHandler,
} from '../../generated/video-courses/video-courses.msw';
import {
  ListVideoCoursesQueryParams,
  SendVideoCourseSurveyBody,
} from '../../generated/zod/video-courses/video-courses';
import * as clock from '../../time/clock';
import { schoolNow } from '../../time/school-time';
import { videoCourses } from '../db/video-courses';
import { playedLength } from '../db/video-media';
import { progressInCourse } from '../db/video-progress';
import { surveyOf, videoSurveys } from '../db/video-surveys';
import { paginate } from './paging';
import { parseBody, parseQuery } from './request-params';
import { fail } from './respond';
import { videoCourseDetailView, videoCourseView } from './video-courses-view';
import { videoTaskHandler } from './video-courses-task';
import { MEDIA, beginCount, courseOf, watchableVideo } from './video-courses-watch';
import { saveVideoPositionHandler } from './video-courses-position';
import { requireVideoViewer, viewerStanding } from './video-viewer';

export const videoCoursesHandlers = [
  /** Every course, or the caller's begun ones (most progressed first); one level or all. */
  getListVideoCoursesMockHandler(({ request }) => {
    const user = requireVideoViewer(request);
    const { tab, level } = parseQuery(request, ListVideoCoursesQueryParams);
    const standing = viewerStanding(user.id, clock.now());
    let listed = videoCourses.rows
      .filter((course) => !level || course.level === level)
      .map((course) => videoCourseView(course, user.id, standing));
    if (tab === 'mine') {
      listed = listed
        .filter((course) => course.progress !== null)
        .sort((a, b) => (b.progress?.percent ?? 0) - (a.progress?.percent ?? 0) || a.id - b.id);
    }
    return paginate(request, listed);
  }),

  getGetVideoCourseMockHandler(({ request, params }) => {
    const user = requireVideoViewer(request);
    const now = clock.now();
    const course = courseOf(params.videoCourseId);
    return { data: videoCourseDetailView(course, user.id, viewerStanding(user.id, now), now) };
  }),

  /**
   * The sample video the school ships, its captions, where the viewer stopped and its task; the
   * first opening begins the count of what the viewer plays.
   */
  getGetVideoCourseVideoMockHandler(({ request, params }) => {
    const { user, course, video } = watchableVideo(request, params);
    const row = beginCount(user.id, course.id, video);
    return {
      data: {
        id: video.id,
        url: MEDIA.video,
        mime_type: 'video/webm' as const,
        captions: [
          { language: 'uk' as const, url: MEDIA.captions.uk },
          { language: 'en' as const, url: MEDIA.captions.en },
        ],
        position_seconds: row.position_seconds,
        duration_seconds: playedLength(video),
        questions: video.questions.map(({ answer_id: _answer, ...question }) => question),
      },
    };
  }),

  saveVideoPositionHandler,

  videoTaskHandler,

  /** The survey, once the caller has begun the course; a new answer replaces the old. */
  getSendVideoCourseSurveyMockHandler(async ({ request, params }) => {
    const user = requireVideoViewer(request);
    const course = courseOf(params.videoCourseId);
    const body = await parseBody(request, SendVideoCourseSurveyBody);
    if (progressInCourse(user.id, course.id).length === 0) {
      fail(409, 'transition_not_allowed', 'The survey is for those who have begun the course.');
    }
    const answer = { rating: body.rating, recommend: body.recommend, comment: body.comment ?? '' };
    const earlier = surveyOf(user.id, course.id);
    if (earlier) {
      Object.assign(earlier, answer, { sent_at: schoolNow() });
      videoSurveys.save();
    } else {
      videoSurveys.insert({ user_id: user.id, course_id: course.id, ...answer, sent_at: schoolNow() });
    }
    return { message: 'ok' };
  }),
];
