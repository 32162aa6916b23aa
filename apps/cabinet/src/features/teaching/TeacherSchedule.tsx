import { CourseSchedule } from '../courses/CourseSchedule';
import { type TeacherArea, lessonHref } from '../../shared/teacher-course-paths';

/**
 * A teacher's course schedule: every lesson by module with its type, status, late cancellation
 * (paid) and time in the school's zone (and the viewer's), each linking to its lesson page in the
 * area.
 */
export function TeacherSchedule({ area, courseId }: { area: TeacherArea; courseId: number }) {
  return (
    <CourseSchedule
      courseId={courseId}
      lessonHref={(lesson) => lessonHref(area, courseId, lesson)}
      viewer="teacher"
    />
  );
}
