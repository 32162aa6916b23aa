import { courseRoutes } from '../../../features/course-pages';
import type { LearnerView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

const p = paths.corporateStudent;

/** A company's employee's groups: the list, and each group's sections as the school's student has them. */
const groups: LearnerView = {
  viewer: 'student',
  kind: 'group',
  list: { title: 'corporateStudent.groups', path: p.groups },
  tabs: ['general', 'schedule', 'assignedTasks', 'summary'],
  pages: {
    general: p.group,
    schedule: p.groupSchedule,
    lesson: p.groupLesson,
    summary: p.groupSummary,
    assignedTasks: p.groupTasks,
    task: p.groupTask,
    test: p.groupTest,
  },
};

export const corporateStudentGroupsRoutes = courseRoutes(groups);
