import type { TeacherStudentCourse } from '@cabinet/api/model';
import type { CoursePath } from '../../shared/course-view';

/**
 * Whose students a list shows, as its space declares it: the school teacher's, the corporate
 * teacher's company students, or the tutor's trainees of their TKT and TYLT groups.
 */
export type StudentsView = {
  list: CoursePath<[]>;
  student: CoursePath;
  /** Where a student's course opens for this teacher: its general page, by the course's kind. */
  courses: Record<TeacherStudentCourse['kind'], CoursePath>;
  /** Where a trainee's TKT or TYLT group opens for the tutor: its general page. */
  trainingGroups?: Record<NonNullable<TeacherStudentCourse['training']>, CoursePath>;
  /** The group of the list's texts: the students' or the trainees'. */
  texts: 'list' | 'trainees';
};

/** The teacher's page of a student's course: the course's general tab in the teacher's view (a tutor's group). */
export function studentCourseHref(
  view: StudentsView,
  course: Pick<TeacherStudentCourse, 'id' | 'kind'> & Partial<Pick<TeacherStudentCourse, 'training'>>,
): string {
  const training = course.training ? view.trainingGroups?.[course.training] : undefined;
  return (training ?? view.courses[course.kind]).to(course.id);
}
