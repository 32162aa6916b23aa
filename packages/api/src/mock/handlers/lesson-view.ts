import type { Lesson, LessonListItem } from '../../generated/model';
import { courses, modules } from '../db/courses';
import { fileRefs } from '../db/files';
import { type LessonRow, lessons } from '../db/lessons';
import { personRef } from '../db/person-ref';
import { lessonStatus } from '../rules/lesson-status';
import { type CourseViewer, holdsLesson, requireLearner, teachCourse, viewCourse } from './course-access';
import { pathId } from './request-params';
import { fail } from './respond';
import * as clock from '../../time/clock';

/** The viewing student's own attendance of a lesson; null for the teacher or while not marked. */
const attendedBy = (lesson: LessonRow, viewer: CourseViewer): boolean | null =>
  viewer.role === 'teacher' ? null : (lesson.attendance[String(viewer.studentId)] ?? null);

export const lessonListItem = (
  lesson: LessonRow,
  viewer: CourseViewer,
  now = clock.now(),
): LessonListItem => ({
  id: lesson.id,
  number: lesson.number,
  type: lesson.type,
  status: lessonStatus(lesson, now),
  starts_at: lesson.starts_at,
  ends_at: lesson.ends_at,
  topic: lesson.topic,
  module_id: lesson.module_id,
  late_cancel: lesson.late_cancel,
  attended: attendedBy(lesson, viewer),
  published: viewer.course.training === 'tylt' ? Boolean(lesson.published) : null,
});

/** A lesson page: the teacher also gets the notes and every student's attendance. */
export function lessonDetail(lesson: LessonRow, viewer: CourseViewer): Lesson {
  const { course } = viewer;
  // A TYLT lesson's materials reach its trainees once the tutor publishes it.
  const hidden = viewer.role !== 'teacher' && course.training === 'tylt' && !lesson.published;
  const online = course.format === 'online';
  const module = modules.byId(lesson.module_id);
  const teacher = viewer.role === 'teacher';
  const { module_id: _moduleId, ...row } = lessonListItem(lesson, viewer);
  return {
    ...row,
    course_id: course.id,
    module: {
      id: lesson.module_id,
      number: module?.number ?? 1,
      name: module?.name ?? '',
      name_en: module?.name_en ?? '',
    },
    classwork: hidden ? '' : lesson.classwork,
    homework: hidden ? '' : lesson.homework,
    recording_url: hidden ? null : lesson.recording_url,
    room: online ? null : course.room,
    zoom_link: online ? course.zoom_link : null,
    zoom_id: online ? course.zoom_id : null,
    zoom_passcode: online ? course.zoom_passcode : null,
    files: hidden ? [] : fileRefs(lesson.file_ids),
    notes: teacher ? lesson.notes : null,
    attendance: teacher
      ? course.student_ids.map((id) => ({
          student: personRef(id),
          present: lesson.attendance[String(id)] ?? null,
        }))
      : null,
    can_teach: teacher && (!viewer.readOnly || holdsLesson(viewer.user, lesson.id)),
    trial_outcome: teacher && lesson.type === 'trial' ? { level: null, comment: '', ...lesson.trial } : null,
  };
}

function lessonOf(request: Request, id: string | readonly string[] | undefined): LessonRow {
  requireLearner(request);
  const lesson = lessons.byId(pathId(id, 'lesson'));
  if (!lesson) fail(404, 'not_found', 'The lesson was not found.');
  return lesson;
}

/** A lesson and the caller's view of its course (404 outside their reach). */
export function viewLesson(request: Request, id: string | readonly string[] | undefined) {
  const lesson = lessonOf(request, id);
  return { lesson, viewer: viewCourse(request, lesson.course_id) };
}

/**
 * A lesson the caller teaches: a lesson of their course, or the one an approved request handed
 * them (they fill it in like its teacher). 403 for students, parents and substitutes of other lessons.
 */
export function teachLesson(request: Request, id: string | readonly string[] | undefined) {
  const lesson = lessonOf(request, id);
  const user = requireLearner(request);
  const course = courses.byId(lesson.course_id);
  if (course && course.teacher_id !== user.id && holdsLesson(user, lesson.id)) {
    const viewer: CourseViewer = { role: 'teacher', user, course, readOnly: true };
    return { lesson, viewer };
  }
  return { lesson, viewer: teachCourse(request, lesson.course_id) };
}
