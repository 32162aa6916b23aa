import type { TeachingView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

/**
 * The corporate teacher's company groups, taught as the school's teacher teaches a group; a
 * group's trial lesson opens on its own page, with its summary and meeting.
 */
export const corporateTeacherGroupView: TeachingView = {
  viewer: 'teacher',
  kind: 'group',
  list: { title: 'lists.groups', path: paths.corporateTeacher.groups },
  tabs: ['general', 'schedule', 'assignedTasks', 'students', 'feedback', 'summary'],
  lessonTabs: ['lesson-summary', 'notes', 'zoom-info', 'substitution'],
  trialLessonTabs: ['lesson-summary', 'lesson-meeting'],
  pages: paths.corporateTeacher.groupCourse,
};
