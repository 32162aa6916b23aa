import type { RouteObject } from 'react-router-dom';
import { groupRoutes } from '../../../features/teaching/teacher-course-paths';
import { lazyPage } from '../../../shared/lazy-page';

const pages = () => import('./pages/TeacherGroupPages');
/** Every text group the pages show: their own, the course frame's, the reused course parts', errors and the design system's. */
const texts = [
  'teaching',
  'learning',
  'courses',
  'certificateIssuing',
  'certificates',
  'apiErrors',
  'designSystemDomain',
] as const;

/** The teacher's groups (issue 7 item 2): the list and a group's general, schedule, students, summary and catch-up pages. */
export const teacherGroupsRoutes: RouteObject[] = [
  { path: groupRoutes.list, lazy: lazyPage(pages, 'TeacherGroupsPage', texts) },
  { path: groupRoutes.general, lazy: lazyPage(pages, 'TeacherGroupGeneralPage', texts) },
  { path: groupRoutes.schedule, lazy: lazyPage(pages, 'TeacherGroupSchedulePage', texts) },
  { path: groupRoutes.students, lazy: lazyPage(pages, 'TeacherGroupStudentsPage', texts) },
  { path: groupRoutes.summary, lazy: lazyPage(pages, 'TeacherGroupSummaryPage', texts) },
  { path: groupRoutes.catchUp, lazy: lazyPage(pages, 'TeacherGroupCatchUpPage', texts) },
];
