import { courseRoutes } from '../../../features/course-pages';
import type { LearnerView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

const p = paths.parent;

/** A parent's view of each child's groups, read-only. */
const groups: LearnerView = {
  viewer: 'parent',
  kind: 'group',
  list: { title: 'parent.groups', path: p.groups },
  tabs: ['general', 'schedule', 'assignedTasks', 'feedbacks', 'summary'],
  pages: {
    general: p.group,
    schedule: p.groupSchedule,
    lesson: p.groupLesson,
    assignedTasks: p.groupTasks,
    task: p.groupTask,
    test: p.groupTest,
    feedbacks: p.groupFeedbacks,
    summary: p.groupSummary,
  },
};

export const parentGroupsRoutes = courseRoutes(groups);
