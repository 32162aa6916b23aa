import { CourseSchedule } from '../courses/CourseSchedule';
import type { TeachingView } from '../../shared/course-view';
import { lessonHref } from '../../shared/course-view-hrefs';

/**
 * A teacher's course schedule: every lesson by module with its type, status, late cancellation
 * (paid) and time in the school's zone (and the viewer's), each linking to its lesson page in the
 * view.
 */
export function TeacherSchedule({ view, courseId }: { view: TeachingView; courseId: number }) {
  return (
    <CourseSchedule
      courseId={courseId}
      lessonHref={(lesson) => lessonHref(view, courseId, lesson)}
      viewer="teacher"
    />
  );
}
