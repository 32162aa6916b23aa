import type {
  CourseFeedback,
  FeedbackCourseRef,
  FeedbackModuleRef,
  ModuleFeedback,
} from '../../generated/model';
import { type CourseRow, type ModuleRow, courses, modules } from '../db/courses';
import type { CourseFeedbackRow } from '../db/course-feedback';
import { courseProgress } from '../db/feedback-timeline';
import type { ModuleFeedbackRow } from '../db/module-feedback';
import { personRef } from '../db/person-ref';
import { courseFeedbackStatus } from '../rules/feedback-course-status';

export const courseRef = (course: CourseRow): FeedbackCourseRef => ({
  id: course.id,
  name: course.name,
  kind: course.kind,
  course_type: course.course_type,
  company_name: course.company_name,
});

export const moduleRef = (module: ModuleRow | undefined): FeedbackModuleRef => ({
  id: module?.id ?? 1,
  number: module?.number ?? 1,
  name: module?.name ?? '',
  name_en: module?.name_en ?? '',
});

const courseOf = (courseId: number): CourseRow => {
  const course = courses.byId(courseId);
  if (!course) throw new Error(`Feedback of a missing course ${courseId}`);
  return course;
};

/** A module feedback as the contract shows it; a learner (student, parent) never sees the reviewer's comment. */
export function presentModuleFeedback(row: ModuleFeedbackRow, forLearner = false): ModuleFeedback {
  const course = courseOf(row.course_id);
  return {
    id: row.id,
    course: courseRef(course),
    module: moduleRef(modules.byId(row.module_id)),
    student: personRef(row.student_id),
    teacher: personRef(course.teacher_id),
    status: row.status,
    fields: { ...row.fields },
    updated_at: row.updated_at,
    sent_to: row.sent_to,
    review_comment: forLearner ? null : row.review_comment,
  };
}

/** The shown status of a course feedback: what the teacher did, and where the course is. */
export const courseFeedbackStatusOf = (row: CourseFeedbackRow) =>
  courseFeedbackStatus(row.written, courseProgress(courseOf(row.course_id)));

/** A course feedback as the contract shows it; a learner never sees the comment for the academic director. */
export function presentCourseFeedback(row: CourseFeedbackRow, forLearner = false): CourseFeedback {
  const course = courseOf(row.course_id);
  return {
    id: row.id,
    course: courseRef(course),
    student: personRef(row.student_id),
    teacher: personRef(course.teacher_id),
    status: courseFeedbackStatusOf(row),
    fields: { ...row.fields, dos_comment: forLearner ? null : row.fields.dos_comment },
    updated_at: row.updated_at,
  };
}
