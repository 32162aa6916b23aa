import type { TeachingView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

/** The company's individual lessons as its manager reads them: general, schedule and lessons. */
export const companyIndividualView: TeachingView = {
  viewer: 'reader',
  kind: 'individual',
  list: { title: 'lists.individuals', path: paths.corporateManager.individuals },
  tabs: ['general', 'schedule'],
  lessonTabs: [],
  trialLessonTabs: [],
  pages: paths.corporateManager.individualCourse,
};
