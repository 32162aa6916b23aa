import type { RouteObject } from 'react-router-dom';
import { teachingAreas } from '../../../shared/teaching-areas';
import { lazyPage } from '../../../shared/lazy-page';

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

const individual = teachingAreas.individual.routes;
const substitution = teachingAreas.substitution.routes;

/** An individual course's assigned tasks and tests by module, for its teacher or a substitute. */
export const teacherAssignedTasksRoutes: RouteObject[] = [
  { path: individual.assignedTasks!, lazy: lazyPage(individualPages, 'IndividualListPage', texts) },
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
