import type { TeachingView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

/**
 * The teacher's groups: a group's tabs, a lesson with its notes, Zoom details and substitution,
 * the assigned tasks and tests, the module feedback and the catch-up lessons.
 */
export const teacherGroupView: TeachingView = {
  viewer: 'teacher',
  kind: 'group',
  list: { title: 'lists.groups', path: paths.teacher.groups },
  tabs: ['general', 'schedule', 'assignedTasks', 'students', 'feedback', 'summary', 'catchUp'],
  lessonTabs: ['lesson-summary', 'notes', 'zoom-info', 'substitution'],
  trialLessonTabs: [],
  pages: paths.teacher.groupCourse,
};
