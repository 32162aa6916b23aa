import type { TeachingView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

/** An individual course's tabs and lesson tabs: no students of its own, no Zoom tab of a lesson. */
const TABS = ['general', 'schedule', 'assignedTasks', 'feedback', 'summary'] as const;
const LESSON_TABS = ['lesson-summary', 'notes', 'substitution'] as const;

/** The teacher's own individual courses. */
export const teacherIndividualView: TeachingView = {
  viewer: 'teacher',
  kind: 'individual',
  list: { title: 'lists.individuals', path: paths.teacher.individuals },
  tabs: TABS,
  lessonTabs: LESSON_TABS,
  trialLessonTabs: [],
  pages: paths.teacher.individualCourse,
};

/**
 * An individual course the teacher substitutes in, under `/substitution-teacher`: read as its
 * teacher sees it, the lesson handed over theirs to fill in. Its list is the substitutions page.
 */
export const substitutedIndividualView: TeachingView = {
  viewer: 'substitute',
  kind: 'individual',
  list: { title: 'lists.substitutions', path: paths.teacher.individualSubstitutions },
  tabs: TABS,
  lessonTabs: LESSON_TABS,
  trialLessonTabs: [],
  pages: paths.teacher.substitutionCourse,
};
