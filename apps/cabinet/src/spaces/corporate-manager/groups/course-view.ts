import type { TeachingView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

/** The company's groups as its manager reads them, changing nothing: no lesson tabs, a trial lesson's own page. */
export const companyGroupView: TeachingView = {
  viewer: 'reader',
  kind: 'group',
  list: { title: 'lists.groups', path: paths.corporateManager.groups },
  tabs: ['general', 'students', 'schedule', 'assignedTasks', 'summary', 'feedback'],
  lessonTabs: [],
  trialLessonTabs: [],
  pages: paths.corporateManager.groupCourse,
};
