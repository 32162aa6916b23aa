import { type CourseSpace, courseRoutes } from '../../../features/course-pages';
import { paths } from '../../../shared/paths';

const p = paths.parent;

/** A parent's view of each child's groups, read-only. */
const groups: CourseSpace = {
  viewer: 'parent',
  kind: 'group',
  list: { title: 'parent.groups', route: p.groups },
  tabs: ['general', 'schedule', 'assignedTasks', 'feedbacks', 'summary'],
  sections: {
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

export const parentGroupsRoutes = courseRoutes('parent', groups);
