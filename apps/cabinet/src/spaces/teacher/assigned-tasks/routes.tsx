import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

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

const individual = paths.teacher.individualCourse;
const substitution = paths.teacher.substitutionCourse;

/** An individual course's assigned tasks and tests by module, for its teacher or a substitute. */
export const teacherAssignedTasksRoutes: RouteObject[] = [
  { path: individual.assignedTasks.path, lazy: lazyPage(individualPages, 'IndividualListPage', texts) },
  { path: individual.create.path, lazy: lazyPage(individualPages, 'IndividualCreatePage', texts) },
  { path: individual.edit.path, lazy: lazyPage(individualPages, 'IndividualEditPage', texts) },
  { path: individual.view.path, lazy: lazyPage(individualPages, 'IndividualViewPage', texts) },
  { path: individual.viewStudent.path, lazy: lazyPage(individualPages, 'IndividualViewStudentPage', texts) },
  { path: substitution.assignedTasks.path, lazy: lazyPage(individualPages, 'SubstitutionListPage', texts) },
  { path: substitution.create.path, lazy: lazyPage(individualPages, 'SubstitutionCreatePage', texts) },
  { path: substitution.edit.path, lazy: lazyPage(individualPages, 'SubstitutionEditPage', texts) },
  { path: substitution.view.path, lazy: lazyPage(individualPages, 'SubstitutionViewPage', texts) },
  {
    path: substitution.viewStudent.path,
    lazy: lazyPage(individualPages, 'SubstitutionViewStudentPage', texts),
  },
];
