import { getGetLessonMockHandler, getListLessonsMockHandler } from '../../generated/lessons/lessons.msw';
import { ListLessonsQueryParams } from '../../generated/zod/lessons/lessons';
import { lessonsOf } from '../db/lessons';
import { requireLearner, viewCourse } from './course-access';
import { lessonDetail, lessonListItem, viewLesson } from './lesson-view';
import { lateCancellationHandlers } from './late-cancellations';
import { lessonTeacherHandlers } from './lessons-teacher';
import { paginate } from './paging';
import { parseQuery, pathId } from './request-params';
import * as clock from '../../time/clock';

/** The stateful handlers of the `lessons` tag. */
export const lessonsHandlers = [
  getListLessonsMockHandler(({ request, params }) => {
    requireLearner(request);
    const viewer = viewCourse(request, pathId(params.courseId, 'course'));
    const { status } = parseQuery(request, ListLessonsQueryParams);
    const now = clock.now();
    const rows = lessonsOf(viewer.course.id)
      .map((lesson) => lessonListItem(lesson, viewer, now))
      .filter((row) => status === undefined || row.status === status);
    return paginate(request, rows);
  }),

  getGetLessonMockHandler(({ request, params }) => {
    const { lesson, viewer } = viewLesson(request, params.lessonId);
    return { data: lessonDetail(lesson, viewer) };
  }),

  ...lessonTeacherHandlers,
  ...lateCancellationHandlers,
];
