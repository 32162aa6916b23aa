import { getGetCourseSummaryMockHandler } from '../../generated/courses/courses.msw';
import type { CourseSummaryModule, CourseSummaryStudent } from '../../generated/model';
import { finalTestResult, testResultOf } from '../db/assignment-results';
import { type AssignmentRow, assignmentsOf, studentsOf } from '../db/assignments';
import { type CourseRow, type ModuleRow, modulesOf } from '../db/courses';
import { type LessonRow, lessonsOf } from '../db/lessons';
import { personRef } from '../db/person-ref';
import { type WorkRow, currentWorks } from '../db/works';
import { schoolToday } from '../../time/school-time';
import { attendancePercent } from '../rules/attendance-percent';
import { courseStatus } from '../rules/course-status';
import { lessonStatus } from '../rules/lesson-status';
import { requireLearner, viewCourse } from './course-access';
import { pathId } from './request-params';
import * as clock from '../../time/clock';

type Works = Map<number, Map<number, WorkRow>>;

function moduleSummary(
  module: ModuleRow,
  course: CourseRow,
  published: AssignmentRow[],
  works: Works,
  studentId: number,
): CourseSummaryModule {
  const own = published.filter((a) => a.module_id === module.id && studentsOf(a, course).includes(studentId));
  const workOf = (a: AssignmentRow) => works.get(a.id)?.get(studentId);
  const tasks = own.filter((a) => a.kind === 'task');
  return {
    module: { id: module.id, number: module.number, name: module.name, name_en: module.name_en },
    tasks_completed: tasks.filter((a) => workOf(a)?.status === 'completed').length,
    tasks_total: tasks.length,
    tests: own
      .filter((a) => a.kind === 'test')
      .map((a) => {
        const work = workOf(a);
        const result = testResultOf(a, work);
        return {
          assignment_id: a.id,
          title: a.title,
          test_type: a.test_type ?? 'test',
          status: work?.status ?? 'not_opened',
          score: result?.score ?? null,
          max_score: a.max_score ?? 1,
          percent: result?.percent ?? null,
          grade: result?.grade ?? null,
        };
      }),
  };
}

function studentSummary(
  course: CourseRow,
  lessons: LessonRow[],
  published: AssignmentRow[],
  works: Works,
  studentId: number,
): CourseSummaryStudent {
  const marks = lessons
    .map((lesson) => lesson.attendance[String(studentId)])
    .filter((mark) => mark !== undefined);
  const final = finalTestResult(course.id, studentId);
  return {
    student: personRef(studentId),
    attendance_percent: attendancePercent(lessons, studentId),
    lessons_attended: marks.filter(Boolean).length,
    lessons_marked: marks.length,
    modules: modulesOf(course.id).map((module) => moduleSummary(module, course, published, works, studentId)),
    final_test: final
      ? { score: final.score, max_score: final.max_score, percent: final.percent, grade: final.grade }
      : null,
  };
}

/**
 * The course summary: lessons completed of all; per student the attendance (present / marked),
 * the module tasks completed and test results, and the final test. A student or parent gets the
 * student's own row; the teacher a row per student (or the one named by `student_id`).
 */
export const courseSummaryHandlers = [
  getGetCourseSummaryMockHandler(({ request, params }) => {
    requireLearner(request);
    const viewer = viewCourse(request, pathId(params.courseId, 'course'));
    const { course } = viewer;
    const now = clock.now();
    const lessons = lessonsOf(course.id).sort((a, b) => a.number - b.number);
    const published = assignmentsOf(course.id).filter((a) => a.published);
    const works: Works = new Map(
      published.map((a) => [a.id, new Map(currentWorks(a, now).map((w) => [w.student_id, w]))]),
    );
    const studentIds = viewer.studentId === undefined ? course.student_ids : [viewer.studentId];
    return {
      data: {
        course_id: course.id,
        status: courseStatus(course, lessons.at(-1), schoolToday(now)),
        lessons_completed: lessons.filter((lesson) => lessonStatus(lesson, now) === 'completed').length,
        lessons_total: lessons.length,
        students: studentIds.map((id) => studentSummary(course, lessons, published, works, id)),
      },
    };
  }),
];
