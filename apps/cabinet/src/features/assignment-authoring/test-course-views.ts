import type { TeachingView } from '../../shared/course-view';
import { paths } from '../../shared/paths';

/**
 * Course views as the teachers' spaces declare them, for the tests of the features that take a
 * view (a feature, its tests too, never imports a space). Only what the tests read is filled in.
 */
const groupLessonTabs = ['lesson-summary', 'notes', 'zoom-info', 'substitution'] as const;
const individualLessonTabs = ['lesson-summary', 'notes', 'substitution'] as const;
const individualTabs = ['general', 'schedule', 'assignedTasks', 'feedback', 'summary'] as const;

export const testViews = {
  teacherGroup: {
    viewer: 'teacher',
    kind: 'group',
    list: { title: 'lists.groups', path: paths.teacher.groups },
    tabs: ['general', 'schedule', 'assignedTasks', 'students', 'feedback', 'summary', 'catchUp'],
    lessonTabs: groupLessonTabs,
    trialLessonTabs: [],
    pages: paths.teacher.groupCourse,
  },
  teacherIndividual: {
    viewer: 'teacher',
    kind: 'individual',
    list: { title: 'lists.individuals', path: paths.teacher.individuals },
    tabs: individualTabs,
    lessonTabs: individualLessonTabs,
    trialLessonTabs: [],
    pages: paths.teacher.individualCourse,
  },
  substitutedIndividual: {
    viewer: 'substitute',
    kind: 'individual',
    list: { title: 'lists.substitutions', path: paths.teacher.individualSubstitutions },
    tabs: individualTabs,
    lessonTabs: individualLessonTabs,
    trialLessonTabs: [],
    pages: paths.teacher.substitutionCourse,
  },
  corporateGroup: {
    viewer: 'teacher',
    kind: 'group',
    list: { title: 'lists.groups', path: paths.corporateTeacher.groups },
    tabs: ['general', 'schedule', 'assignedTasks', 'students', 'feedback', 'summary'],
    lessonTabs: groupLessonTabs,
    trialLessonTabs: ['lesson-summary', 'lesson-meeting'],
    pages: paths.corporateTeacher.groupCourse,
  },
  tyltSubstitute: {
    viewer: 'substitute',
    kind: 'group',
    training: 'tylt',
    list: { title: 'lists.substitutions', path: paths.tutor.tyltSubstitutions },
    tabs: ['general', 'schedule', 'lessons', 'courseTasks', 'trainees', 'summary'],
    lessonTabs: ['lesson-summary', 'lesson-notes', 'lesson-meeting'],
    trialLessonTabs: [],
    pages: paths.tutor.tyltSubstitute,
  },
} satisfies Record<string, TeachingView>;
