import {
  getGetCourseMockHandler,
  getListCourseStudentsMockHandler,
  getListCoursesMockHandler,
} from '../../generated/courses/courses.msw';
import { users } from '../db';
import { lessonsOf } from '../db/lessons';
import { attendancePercent } from '../rules/attendance-percent';
import { requireLearner, teachCourse, viewCourse } from './course-access';
import { courseDetail } from './course-view';
import { listCourses } from './courses-list';
import { feedHandlers } from './courses-feed';
import { listOf } from './paging';
import { pathId } from './request-params';

/** The stateful handlers of the `courses` tag (the summary is answered by its own file). */
export const coursesHandlers = [
  getListCoursesMockHandler(({ request }) => listCourses(request)),

  getGetCourseMockHandler(({ request, params }) => {
    requireLearner(request);
    const viewer = viewCourse(request, pathId(params.courseId, 'course'));
    return { data: courseDetail(viewer.course, viewer.role === 'teacher' ? undefined : viewer.studentId) };
  }),

  getListCourseStudentsMockHandler(({ request, params }) => {
    requireLearner(request);
    const { course } = teachCourse(request, pathId(params.courseId, 'course'));
    const lessons = lessonsOf(course.id);
    const rows = course.student_ids.flatMap((id) => {
      const user = users.byId(id);
      if (!user) return [];
      const { name, nameEn, email, phone } = user;
      return [
        { id, name, name_en: nameEn, email, phone, attendance_percent: attendancePercent(lessons, id) },
      ];
    });
    return listOf(rows.sort((a, b) => a.name.localeCompare(b.name, 'uk')));
  }),

  ...feedHandlers,
];
