/** The sections of a course a student or a parent can open: tabs, and pages inside a tab. */
export type CourseTab =
  | 'general'
  | 'schedule'
  | 'assignedTasks'
  | 'summary'
  | 'catchUp'
  | 'feedbacks'
  | 'certificate'
  | 'usefulLinks'
  | 'courseTasks';
export type CourseSection = CourseTab | 'lesson' | 'task' | 'test' | 'courseTask';

/** The tab a page inside a section belongs to. */
export const tabOf = (section: CourseSection): CourseTab =>
  section === 'lesson'
    ? 'schedule'
    : section === 'task' || section === 'test'
      ? 'assignedTasks'
      : section === 'courseTask'
        ? 'courseTasks'
        : section;

/** Which course (and whose, for a parent) a page shows, and the lesson, task or test inside it. */
export type CourseTarget = { courseId: number; studentId?: number | undefined; itemId?: number | undefined };

type Id = string | number;
/** A route of `paths`: its pattern, and the builder of an address from the pattern's ids in order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's builder takes its own ids
export type SectionPath = { path: string; to: (...ids: any[]) => string };

/**
 * How one space shows its courses, as data: who looks, the list the course belongs to, and the
 * route of each section it offers (the first of `tabs` opens a course). The learners' spaces
 * (student, parent and a company's employee; groups and individual lessons) differ only here.
 */
export type CourseSpace = {
  viewer: 'student' | 'parent';
  kind: 'group' | 'individual';
  /** The list page: its title (a `learning` text key) and route. */
  list: {
    title:
      | 'student.groups'
      | 'student.individuals'
      | 'parent.groups'
      | 'parent.individuals'
      | 'corporateStudent.groups'
      | 'corporateStudent.individuals'
      | 'trainee.tktGroups'
      | 'trainee.tyltGroups';
    route: SectionPath;
  };
  /** A trainee's teacher-training groups: listed by their course. */
  training?: 'tkt' | 'tylt';
  tabs: readonly CourseTab[];
  sections: Partial<Record<CourseSection, SectionPath>>;
};

/** The names of a pattern's parameters, in order. */
export const paramsOf = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => name as string);

/**
 * The address of a section of a course: the route's builder is given the ids its pattern names
 * (`:id` the course, `:studentId` the child, any other the lesson, task or test).
 */
export function sectionHref(space: CourseSpace, section: CourseSection, target: CourseTarget): string {
  const route = space.sections[section];
  if (!route) throw new Error(`The space has no ${section} section`);
  const ids: (Id | undefined)[] = paramsOf(route.path).map((name) =>
    name === 'id' ? target.courseId : name === 'studentId' ? target.studentId : target.itemId,
  );
  return route.to(...ids);
}
