import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { paths } from '../../../shared/paths';

const pages = () => import('./pages/TeacherCalendarPage');

/** The teacher's calendar: week, month, day and list views of lessons, clubs, substitutions. */
export const teacherCalendarRoutes: RouteObject[] = [
  { path: paths.teacher.calendar.path, lazy: lazyPage(pages, 'TeacherCalendarPage', ['teacherCalendar']) },
];
