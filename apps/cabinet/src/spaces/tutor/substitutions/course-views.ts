import type { TeachingView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';
import { TUTOR_LESSON_TABS, TYLT_TABS } from '../groups/course-views';

/** A substitute asks for no substitute of their own: the lesson has no substitution tab. */
const LESSON_TABS = TUTOR_LESSON_TABS.filter((tab) => tab !== 'lesson-substitution');

/**
 * Another tutor's TKT group the tutor substitutes in: read as its teacher sees it, the lesson
 * handed over theirs to fill in (the school refuses any other change). Its list is the tutor's
 * TKT substitutions.
 */
export const tktSubstituteView: TeachingView = {
  viewer: 'substitute',
  kind: 'group',
  training: 'tkt',
  list: { title: 'lists.substitutions', path: paths.tutor.tktSubstitutions },
  tabs: ['general', 'schedule'],
  lessonTabs: LESSON_TABS,
  trialLessonTabs: [],
  pages: paths.tutor.tktSubstitute,
};

/**
 * Another tutor's TYLT group the tutor substitutes in: the group's whole structure (lessons,
 * course tasks with their tables and reviews, trainees, summary), read only; no task is set or
 * edited there.
 */
export const tyltSubstituteView: TeachingView = {
  viewer: 'substitute',
  kind: 'group',
  training: 'tylt',
  list: { title: 'lists.substitutions', path: paths.tutor.tyltSubstitutions },
  tabs: TYLT_TABS,
  lessonTabs: LESSON_TABS,
  trialLessonTabs: [],
  pages: paths.tutor.tyltSubstitute,
};
