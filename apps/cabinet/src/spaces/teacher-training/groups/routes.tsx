import { Navigate, type RouteObject } from 'react-router-dom';
import { type CourseSpace, courseRoutes } from '../../../features/course-pages';
import { paths } from '../../../shared/paths';

const p = paths.teacherTraining;

/** A trainee's groups of one teacher-training course: the student's course pages, with the tutor's links. */
const trainingGroups = (training: 'tkt' | 'tylt'): CourseSpace => ({
  viewer: 'student',
  kind: 'group',
  training,
  list: {
    title: training === 'tkt' ? 'trainee.tktGroups' : 'trainee.tyltGroups',
    route: training === 'tkt' ? p.tktGroups : p.tyltGroups,
  },
  tabs:
    training === 'tylt'
      ? ['general', 'schedule', 'courseTasks', 'usefulLinks', 'summary']
      : ['general', 'schedule', 'usefulLinks', 'summary'],
  sections: {
    general: p[training].general,
    schedule: p[training].schedule,
    lesson: p[training].lesson,
    usefulLinks: p[training].usefulLinks,
    summary: p[training].summary,
    // The TYLT groups' course tasks, each under its kind's address.
    ...(training === 'tylt' ? { courseTasks: p.tylt.courseTasks, courseTask: p.tylt.courseTask } : {}),
  },
});

/** A group's own address opens its general tab. */
const toGeneral = (path: string): RouteObject => ({ path, element: <Navigate to="general" replace /> });

/** The trainee's TKT and TYLT groups. */
export const teacherTrainingGroupsRoutes: RouteObject[] = [
  ...courseRoutes('teacherTraining', trainingGroups('tkt')),
  toGeneral('/teacherTraining/tkt-groups/:id'),
  ...courseRoutes('teacherTraining', trainingGroups('tylt')),
  toGeneral('/teacherTraining/tylt-groups/:id'),
];
