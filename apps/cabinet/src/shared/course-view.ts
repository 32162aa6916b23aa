/**
 * How one course opens for one viewer: who reads it, the list it belongs to, its tabs and each
 * page as a typed route of `paths`. Every course page of the cabinet takes one of these objects;
 * each space declares its own views once, beside its routes, and hands them to the pages.
 */
export type CourseView = LearnerView | TeachingView;

type Id = string | number;

/** A route of `paths`: its pattern, and the builder of an address from the pattern's ids in order. */
export type CoursePath<Ids extends readonly unknown[] = [Id]> = {
  readonly path: string;
  readonly to: (...ids: Ids) => string;
};

/** What every view says: whether the course is a group or an individual course. */
type ViewBase = {
  kind: 'group' | 'individual';
  /** A teacher-training course (TKT or TYLT): its groups are listed by their course. */
  training?: 'tkt' | 'tylt';
};

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

/**
 * A route of a learner's section: its ids are named by the pattern (`:id` the course, `:studentId`
 * the child, any other the lesson, task or test), so each space orders them as its addresses do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's builder takes its own ids
export type SectionPath = CoursePath<any[]>;

/**
 * A course as a learner opens it: the student (a company's employee and a trainee too) or a
 * parent, who reads a child's course and changes nothing.
 */
export type LearnerView = ViewBase & {
  viewer: 'student' | 'parent';
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
    path: CoursePath<[]>;
  };
  /** The tabs in order; the first opens a course. */
  tabs: readonly CourseTab[];
  pages: Partial<Record<CourseSection, SectionPath>>;
};

/** The tabs of a taught course; pages inside a tab (a lesson, a task) keep their tab marked. */
export type TeacherTab =
  | 'general'
  | 'schedule'
  | 'assignedTasks'
  | 'students'
  | 'trainees'
  | 'courseTasks'
  | 'lessons'
  | 'feedback'
  | 'summary'
  | 'catchUp';

/**
 * The tabs of a lesson page; a trial lesson has its summary and meeting, and a tutor's lesson
 * names its notes, meeting and substitution with the `lesson-` prefix.
 */
export type LessonTab =
  | 'lesson-summary'
  | 'notes'
  | 'zoom-info'
  | 'substitution'
  | 'lesson-meeting'
  | 'lesson-notes'
  | 'lesson-substitution';

/** A course's page with its course alone in the address. */
type CoursePage = CoursePath<[Id]>;

/**
 * Every page of a taught course, by name, with the ids its builder takes in order (the course
 * first). A view has the pages its space mounts.
 */
export type TeachingPages = {
  /** The course's own address where it is not the general tab's: it opens general. */
  home: CoursePage;
  general: CoursePage;
  schedule: CoursePage;
  /** The course, the lesson, and the lesson's tab (none is its summary). */
  lesson: CoursePath<[Id, Id, Id?]>;
  trialLesson: CoursePath<[Id, Id, Id?]>;
  assignedTasks: CoursePage;
  /** The course and the task. */
  task: CoursePath<[Id, Id]>;
  /** The course, the task and the student. */
  taskStudent: CoursePath<[Id, Id, Id]>;
  test: CoursePath<[Id, Id]>;
  editTest: CoursePath<[Id, Id]>;
  studentTest: CoursePath<[Id, Id, Id]>;
  /** The course, the module and the kind (task or test). */
  create: CoursePath<[Id, Id, Id]>;
  /** The course, the module and the task. */
  edit: CoursePath<[Id, Id, Id]>;
  view: CoursePath<[Id, Id, Id]>;
  viewStudent: CoursePath<[Id, Id, Id, Id]>;
  students: CoursePage;
  trainees: CoursePage;
  feedback: CoursePage;
  /** The course and the feedback. */
  feedbackItem: CoursePath<[Id, Id]>;
  feedbackPreview: CoursePath<[Id, Id]>;
  summary: CoursePage;
  catchUp: CoursePage;
  lessons: CoursePage;
  courseTasks: CoursePage;
  /** The course and the kind's address segment. */
  courseTaskCreate: CoursePath<[Id, Id]>;
  /** The course, the kind's segment and the task. */
  courseTaskEdit: CoursePath<[Id, Id, Id]>;
  courseTaskTable: CoursePath<[Id, Id, Id]>;
  /** The course, the kind's segment, the task and the trainee. */
  courseTaskReview: CoursePath<[Id, Id, Id, Id]>;
};
export type TeachingPage = keyof TeachingPages;

/**
 * A course as it is taught or read as its teacher sees it: by its teacher (the school's, the
 * corporate teacher, a tutor), by a substitute (the course read as its teacher sees it, only the
 * lesson handed over theirs to fill in; its own changes, such as the feed, tasks, reviews and
 * certificates, are not), or by a reader who changes nothing (the company's manager).
 */
export type TeachingView = ViewBase & {
  viewer: 'teacher' | 'substitute' | 'reader';
  /** The list the courses are in: its title (a `teaching` text key) and address. */
  list: {
    title:
      'lists.groups' | 'lists.individuals' | 'lists.substitutions' | 'lists.tktGroups' | 'lists.tyltGroups';
    path: CoursePath<[]>;
  };
  tabs: readonly TeacherTab[];
  lessonTabs: readonly LessonTab[];
  /** The tabs of a trial lesson's page (a company's group opens with one). */
  trialLessonTabs: readonly LessonTab[];
  pages: Partial<TeachingPages>;
};
