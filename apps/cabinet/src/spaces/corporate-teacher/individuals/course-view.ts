import type { TeachingView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

/** The corporate teacher's individual lessons with a company's employees: general, schedule, lessons. */
export const corporateTeacherIndividualView: TeachingView = {
  viewer: 'teacher',
  kind: 'individual',
  list: { title: 'lists.individuals', path: paths.corporateTeacher.individuals },
  tabs: ['general', 'schedule'],
  lessonTabs: ['lesson-summary', 'notes', 'substitution'],
  trialLessonTabs: [],
  pages: paths.corporateTeacher.individualCourse,
};
