import { courseRoutes } from '../../../features/course-pages';
import type { LearnerView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

const p = paths.student;

/** The student's groups: the list, and each group's sections as routes of their own. */
const groups: LearnerView = {
  viewer: 'student',
  kind: 'group',
  list: { title: 'student.groups', path: p.groups },
  tabs: ['general', 'schedule', 'assignedTasks', 'feedbacks', 'summary', 'catchUp'],
  pages: {
    general: p.group,
    schedule: p.groupSchedule,
    lesson: p.groupLesson,
    summary: p.groupSummary,
    assignedTasks: p.groupTasks,
    task: p.groupTask,
    test: p.groupTest,
    catchUp: p.groupCatchUp,
    feedbacks: p.groupFeedbacks,
  },
};

export const studentGroupsRoutes = courseRoutes(groups);
