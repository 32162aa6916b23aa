import { Navigate, type RouteObject } from 'react-router-dom';
import { courseRoutes } from '../../../features/course-pages';
import type { CoursePath, LearnerView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

const p = paths.teacherTraining;

/** A trainee's groups of one teacher-training course: the student's course pages, with the tutor's links. */
const trainingGroups = (training: 'tkt' | 'tylt'): LearnerView => ({
  viewer: 'student',
  kind: 'group',
  training,
  list: {
    title: training === 'tkt' ? 'trainee.tktGroups' : 'trainee.tyltGroups',
    path: training === 'tkt' ? p.tktGroups : p.tyltGroups,
  },
  tabs:
    training === 'tylt'
      ? ['general', 'schedule', 'courseTasks', 'usefulLinks', 'summary']
      : ['general', 'schedule', 'usefulLinks', 'summary'],
  pages: {
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
const toGeneral = (home: CoursePath): RouteObject => ({
  path: home.path,
  element: <Navigate to="general" replace />,
});

/** The trainee's TKT and TYLT groups. */
export const teacherTrainingGroupsRoutes: RouteObject[] = [
  ...courseRoutes(trainingGroups('tkt')),
  toGeneral(p.tkt.home),
  ...courseRoutes(trainingGroups('tylt')),
  toGeneral(p.tylt.home),
];
