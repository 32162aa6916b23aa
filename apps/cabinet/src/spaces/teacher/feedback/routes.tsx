import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shared/lazy-page';
import { feedbackRoutes } from './feedback-paths';

const pages = () => import('./pages/TeacherFeedbackPages');
const texts = ['teacherFeedback', 'feedback'] as const;

/** The teacher's module feedback of a group (issue 7 item 5): the list, a feedback's form, its preview. */
export const teacherFeedbackRoutes: RouteObject[] = [
  { path: feedbackRoutes.list, lazy: lazyPage(pages, 'TeacherFeedbackListPage', texts) },
  { path: feedbackRoutes.item, lazy: lazyPage(pages, 'TeacherFeedbackEditPage', texts) },
  { path: feedbackRoutes.preview, lazy: lazyPage(pages, 'TeacherFeedbackPreviewPage', texts) },
];
