import type { TeacherStudentCourse } from '@cabinet/api/model';
import type { Area } from '../../access/areas';
import { paths } from '../../shared/paths';
import { hrefsOf } from '../teaching/teacher-course-paths';
import type { TeacherArea } from '../teaching/teaching-areas';

/** Whose students a list shows: the school teacher's, or the corporate teacher's company students. */
export type StudentsArea = 'teacher' | 'corporateTeacher';

type StudentsAreaDef = {
  access: Area;
  list: { path: string; to: () => string };
  student: { path: string; to: (id: number) => string };
  /** Where a student's course opens for this teacher. */
  courses: Record<TeacherStudentCourse['kind'], TeacherArea>;
};

export const studentsAreas: Record<StudentsArea, StudentsAreaDef> = {
  teacher: {
    access: 'teacher',
    list: paths.teacher.students,
    student: paths.teacher.student,
    courses: { group: 'group', individual: 'individual' },
  },
  corporateTeacher: {
    access: 'corporateTeacher',
    list: paths.corporateTeacher.students,
    student: paths.corporateTeacher.student,
    courses: { group: 'corporateGroup', individual: 'corporateIndividual' },
  },
};

/** The teacher's page of a student's course: the course's general tab in the teacher's area. */
export const studentCourseHref = (
  area: StudentsArea,
  course: Pick<TeacherStudentCourse, 'id' | 'kind'>,
): string => hrefsOf(studentsAreas[area].courses[course.kind]).general(course.id);
