import type { TeachingView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

/** A tutor's lesson tabs: its notes, meeting and substitution named with the `lesson-` prefix. */
export const TUTOR_LESSON_TABS = [
  'lesson-summary',
  'lesson-notes',
  'lesson-meeting',
  'lesson-substitution',
] as const;

/** The tabs of a TYLT group: its lessons to publish and its course tasks besides a TKT group's. */
export const TYLT_TABS = ['general', 'schedule', 'lessons', 'courseTasks', 'trainees', 'summary'] as const;

/** The tutor's TKT groups: taught as the school's teacher teaches a group, with trainees. */
export const tktGroupView: TeachingView = {
  viewer: 'teacher',
  kind: 'group',
  training: 'tkt',
  list: { title: 'lists.tktGroups', path: paths.tutor.tktGroups },
  tabs: ['general', 'schedule', 'trainees', 'summary'],
  lessonTabs: TUTOR_LESSON_TABS,
  trialLessonTabs: [],
  pages: paths.tutor.tkt,
};

/** The tutor's TYLT groups: a TKT group's pages, the lessons to publish and the course tasks. */
export const tyltGroupView: TeachingView = {
  viewer: 'teacher',
  kind: 'group',
  training: 'tylt',
  list: { title: 'lists.tyltGroups', path: paths.tutor.tyltGroups },
  tabs: TYLT_TABS,
  lessonTabs: TUTOR_LESSON_TABS,
  trialLessonTabs: [],
  pages: paths.tutor.tylt,
};
