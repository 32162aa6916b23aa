import { studentsRoutes } from '../../../features/teacher-students/students-routes';
import type { StudentsView } from '../../../features/teacher-students/students-view';
import { paths } from '../../../shared/paths';

/**
 * The tutor's trainees: a trainee's TKT or TYLT group opens in the tutor's groups; any other course
 * in the school's teacher's groups or individual courses.
 */
const trainees: StudentsView = {
  list: paths.tutor.trainees,
  student: paths.tutor.trainee,
  courses: { group: paths.teacher.groupCourse.general, individual: paths.teacher.individualCourse.general },
  trainingGroups: { tkt: paths.tutor.tkt.general, tylt: paths.tutor.tylt.general },
  texts: 'trainees',
};

/** The tutor's trainees across their TKT and TYLT groups, and a trainee's page. */
export const tutorTraineesRoutes = studentsRoutes(trainees);
