import type {
  CoursePath,
  LessonTab,
  TeacherTab,
  TeachingPage,
  TeachingPages,
  TeachingView,
} from './course-view';

/** Whether the viewer changes the course itself (its feed, tasks, certificates): neither a reader nor a substitute. */
export const changesCourse = (view: TeachingView): boolean => view.viewer === 'teacher';

/** Whether the viewer only reads the course (the company's manager). */
export const readsOnly = (view: TeachingView): boolean => view.viewer === 'reader';

/** Whether a view has a page. */
export const hasPage = (view: TeachingView, page: TeachingPage): boolean => view.pages[page] !== undefined;

/** A page of a view; a view without it throws (a dead link is a bug). */
export function viewPage<P extends TeachingPage>(view: TeachingView, page: P): NonNullable<TeachingPages[P]> {
  const found = view.pages[page];
  if (!found) throw new Error(`The ${view.list.title} view has no ${page} page`);
  return found;
}

/** A lesson as its address needs it: a trial lesson has its own page where the view has one. */
export type LessonLink = { id: number; type: string };

/** Whether a lesson opens on the view's trial-lesson page. */
export const opensAsTrial = (view: TeachingView, lesson: LessonLink): boolean =>
  lesson.type === 'trial' && view.pages.trialLesson !== undefined;

/**
 * The tabs of a lesson's page in a view; an individual lesson has no Zoom tab of its own, and a
 * trial lesson has its summary and meeting.
 */
export const lessonTabsOf = (view: TeachingView, trial: boolean): readonly LessonTab[] =>
  trial ? view.trialLessonTabs : view.lessonTabs;

/** The address of a lesson of a course in a view (a trial lesson's own page where there is one). */
export function lessonHref(
  view: TeachingView,
  courseId: number,
  lesson: LessonLink,
  tab?: LessonTab,
): string {
  const page: CoursePath<[number, number, LessonTab?]> = opensAsTrial(view, lesson)
    ? viewPage(view, 'trialLesson')
    : viewPage(view, 'lesson');
  return tab === undefined ? page.to(courseId, lesson.id) : page.to(courseId, lesson.id, tab);
}

/** The address of a tab of a course in a view; a tab the view does not show throws. */
export function tabHref(view: TeachingView, tab: TeacherTab, courseId: number): string {
  if (!view.tabs.includes(tab)) throw new Error(`The ${view.list.title} view has no ${tab} tab`);
  return viewPage(view, tab).to(courseId);
}
