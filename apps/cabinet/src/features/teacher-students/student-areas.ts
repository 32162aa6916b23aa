import type { TeacherStudentCourse } from '@cabinet/api/model';
import type { Gate } from '../../access/gates';
import { paths } from '../../shared/paths';
import { hrefsOf } from '../../shared/teacher-course-paths';
import type { TeacherArea } from '../../shared/teaching-areas';

/**
 * Whose students a list shows: the school teacher's, the corporate teacher's company students, or
 * the tutor's trainees of their TKT and TYLT groups.
 */
export type StudentsArea = 'teacher' | 'corporateTeacher' | 'tutor';

type StudentsAreaDef = {
  access: Gate;
  list: { path: string; to: () => string };
  student: { path: string; to: (id: number) => string };
  /** Where a student's course opens for this teacher. */
  courses: Record<TeacherStudentCourse['kind'], TeacherArea>;
  /** Where a trainee's TKT or TYLT group opens for the tutor. */
  trainingGroups?: Record<NonNullable<TeacherStudentCourse['training']>, (id: number) => string>;
  /** The group of the list's texts: the students' or the trainees'. */
  texts: 'list' | 'trainees';
};

export const studentsAreas: Record<StudentsArea, StudentsAreaDef> = {
  teacher: {
    access: 'teacher',
    list: paths.teacher.students,
    student: paths.teacher.student,
    courses: { group: 'group', individual: 'individual' },
    texts: 'list',
  },
  corporateTeacher: {
    access: 'corporateTeacher',
    list: paths.corporateTeacher.students,
    student: paths.corporateTeacher.student,
    courses: { group: 'corporateGroup', individual: 'corporateIndividual' },
    texts: 'list',
  },
  tutor: {
    access: 'tutor',
    list: paths.tutor.trainees,
    student: paths.tutor.trainee,
    courses: { group: 'group', individual: 'individual' },
    trainingGroups: {
      tkt: (id) => paths.tutor.tktGroup.to(id, 'general'),
      tylt: (id) => paths.tutor.tyltGroup.to(id, 'general'),
    },
    texts: 'trainees',
  },
};

/** The teacher's page of a student's course: the course's general tab in the teacher's area (a tutor's group). */
export function studentCourseHref(
  area: StudentsArea,
  course: Pick<TeacherStudentCourse, 'id' | 'kind'> & Partial<Pick<TeacherStudentCourse, 'training'>>,
): string {
  const training = course.training ? studentsAreas[area].trainingGroups?.[course.training] : undefined;
  return training
    ? training(course.id)
    : hrefsOf(studentsAreas[area].courses[course.kind]).general(course.id);
}
