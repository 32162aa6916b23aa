import type { RouteObject } from 'react-router-dom';
import { groupRoutes, individualRoutes } from '../../../features/teaching/teacher-course-paths';
import { lazyPage } from '../../../shared/lazy-page';

const groupPages = () => import('./pages/GroupAssignedTasksPages');
const individualPages = () => import('./pages/IndividualAssignedTasksPages');
const texts = [
  'assignmentAuthoring',
  'assignments',
  'tests',
  'teaching',
  'learning',
  'apiErrors',
  'designSystemDomain',
] as const;

const individual = individualRoutes('individual');
const substitution = individualRoutes('substitution');

/** A teacher's assigned tasks and tests of a group or an individual course (issue 7 items 3 and 4). */
export const teacherAssignedTasksRoutes: RouteObject[] = [
  { path: groupRoutes.assignedTasks, lazy: lazyPage(groupPages, 'GroupAssignedTasksPage', texts) },
  { path: groupRoutes.task, lazy: lazyPage(groupPages, 'GroupTaskPage', texts) },
  { path: groupRoutes.taskStudent, lazy: lazyPage(groupPages, 'GroupTaskStudentPage', texts) },
  { path: groupRoutes.test, lazy: lazyPage(groupPages, 'GroupTestPage', texts) },
  { path: groupRoutes.editTest, lazy: lazyPage(groupPages, 'GroupEditTestPage', texts) },
  { path: groupRoutes.studentTest, lazy: lazyPage(groupPages, 'GroupStudentTestPage', texts) },
  { path: individual.assignedTasks, lazy: lazyPage(individualPages, 'IndividualListPage', texts) },
  { path: individual.create, lazy: lazyPage(individualPages, 'IndividualCreatePage', texts) },
  { path: individual.edit, lazy: lazyPage(individualPages, 'IndividualEditPage', texts) },
  { path: individual.view, lazy: lazyPage(individualPages, 'IndividualViewPage', texts) },
  { path: individual.viewStudent, lazy: lazyPage(individualPages, 'IndividualViewStudentPage', texts) },
  { path: substitution.assignedTasks, lazy: lazyPage(individualPages, 'SubstitutionListPage', texts) },
  { path: substitution.create, lazy: lazyPage(individualPages, 'SubstitutionCreatePage', texts) },
  { path: substitution.edit, lazy: lazyPage(individualPages, 'SubstitutionEditPage', texts) },
  { path: substitution.view, lazy: lazyPage(individualPages, 'SubstitutionViewPage', texts) },
  { path: substitution.viewStudent, lazy: lazyPage(individualPages, 'SubstitutionViewStudentPage', texts) },
];
