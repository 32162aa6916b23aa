/**
 * Every route of the cabinet, as a path pattern and a builder of its address. Pages and links
 * use these, never string literals; route trees mount the `path` patterns.
 */
type Id = string | number;

/** The parameters of a path pattern, in order: `:id` is required, `:tab?` optional, `*` the rest. */
type Params<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? [...Param<Head>, ...Params<Tail>]
  : Param<P>;
type Param<S extends string> = S extends `:${string}?` ? [Id?] : S extends `:${string}` | '*' ? [Id] : [];

/** Fills a pattern's parameters in order; an optional one left out drops its segment. */
function fill(path: string, args: readonly (Id | undefined)[]): string {
  let next = 0;
  return path.replace(/\/(:[^/]+|\*)/g, (_segment, name: string) => {
    const value = args[next++];
    if (value === undefined) return '';
    return `/${name === '*' ? String(value) : encodeURIComponent(String(value))}`;
  });
}

/** A route with parameters. Sections with sub-pages (`/*`) get their exact paths with their route tree. */
const route = <P extends string>(path: P) => ({ path, to: (...args: Params<P>) => fill(path, args) });
const fixed = <P extends string>(path: P) => ({ path, to: () => path });

/** A trainee's TKT or TYLT group: its sections under the group's address. */
const traineeGroupPages = (training: 'tkt' | 'tylt') => {
  const base = `/teacherTraining/${training}-groups/:id`;
  return {
    /** The group's own address: it opens the general tab. */
    home: route(base),
    general: route(`${base}/general`),
    schedule: route(`${base}/schedule`),
    lesson: route(`${base}/schedule/lesson/:lessonId`),
    usefulLinks: route(`${base}/useful-links`),
    summary: route(`${base}/course-summary`),
    courseTasks: route(`${base}/course-tasks`),
    courseTask: route(`${base}/course-tasks/:taskId/:segment`),
  };
};

/**
 * A student's or a parent's individual course: one page whose tab is a path segment
 * (`/…/individuals/:id/:tab`), each tab its own route; the course's own address opens general.
 */
const learnerIndividualPages = <B extends string>(base: B) => ({
  home: route(base),
  general: route(`${base}/general`),
  schedule: route(`${base}/schedule`),
  assignedTasks: route(`${base}/assigned-tasks`),
  feedbacks: route(`${base}/feedbacks`),
  certificate: route(`${base}/certificate`),
});

/**
 * A group its teacher teaches (the school's teacher, the corporate teacher): its tabs, a lesson
 * with its tab, the assigned tasks with a student's work, and the module feedback. The page names
 * are those of a course view's pages.
 */
const taughtGroupPages = <B extends string>(base: B) => ({
  general: route(base),
  schedule: route(`${base}/schedule`),
  lesson: route(`${base}/schedule/lesson/:lessonId/:tab?`),
  assignedTasks: route(`${base}/assigned-tasks`),
  task: route(`${base}/assigned-tasks/task/:taskId`),
  taskStudent: route(`${base}/assigned-tasks/task/:taskId/:studentId`),
  students: route(`${base}/students`),
  feedback: route(`${base}/feedback`),
  feedbackItem: route(`${base}/feedback/:feedbackId`),
  feedbackPreview: route(`${base}/feedback/:feedbackId/preview`),
  summary: route(`${base}/course-summary`),
});

/**
 * An individual course of the school's teacher, or one they substitute in: its tabs (the course's
 * own address opens general), a lesson with its tab, and the assigned tasks by module.
 */
const taughtIndividualPages = <B extends string>(base: B) => ({
  home: route(base),
  general: route(`${base}/general`),
  schedule: route(`${base}/schedule`),
  lesson: route(`${base}/schedule/:lessonId/:tab?`),
  assignedTasks: route(`${base}/assigned-tasks/modules`),
  create: route(`${base}/assigned-tasks/modules/:moduleId/create/:kind`),
  edit: route(`${base}/assigned-tasks/modules/:moduleId/edit/:taskId`),
  view: route(`${base}/assigned-tasks/modules/:moduleId/view/:taskId`),
  viewStudent: route(`${base}/assigned-tasks/modules/:moduleId/view/:taskId/:studentId`),
  feedback: route(`${base}/feedback`),
  summary: route(`${base}/course-summary`),
});

/**
 * A tutor's TKT or TYLT group, or one they substitute in: the group's own address (it opens the
 * general tab), its tabs, and a lesson whose tab the tutor names with the `lesson-` prefix.
 */
const tutorGroupPages = <B extends string>(base: B) => ({
  home: route(base),
  general: route(`${base}/general`),
  schedule: route(`${base}/schedule`),
  lesson: route(`${base}/schedule/:lessonId/:tab?`),
});

/** What a TKT or TYLT group has besides: its trainees and their course summary. */
const tutorTraineePages = <B extends string>(base: B) => ({
  trainees: route(`${base}/trainees`),
  summary: route(`${base}/course-summary`),
});

/** A TYLT group's course tasks as its tutor reads them: the lessons, each kind's task, its table and a review. */
const tutorCourseTaskPages = <B extends string>(base: B) => ({
  lessons: route(`${base}/lessons`),
  courseTasks: route(`${base}/course-tasks`),
  courseTaskTable: route(`${base}/course-tasks/:kind/:taskId`),
  courseTaskReview: route(`${base}/course-tasks/:kind/:taskId/review/:traineeId`),
});

/** A TYLT group's course tasks set and edited (its own tutor's, not a substitute's). */
const tutorCourseTaskForms = <B extends string>(base: B) => ({
  courseTaskCreate: route(`${base}/course-tasks/:kind/create`),
  courseTaskEdit: route(`${base}/course-tasks/:kind/:taskId/edit`),
});

export const paths = {
  home: fixed('/'),
  login: fixed('/login'),
  loginAs: fixed('/login-as'),
  loginGoogle: fixed('/login-google'),
  loginSuccess: fixed('/login/success'),
  checkout: fixed('/checkout'),
  checkoutSuccess: fixed('/checkout/success'),
  profile: fixed('/profile'),
  profileCertificates: fixed('/profile/certificates'),
  profileNotifications: fixed('/profile/notifications'),
  profileNotificationSettings: fixed('/profile/notifications/settings'),
  support: fixed('/support'),
  partners: fixed('/partners'),
  partnersGiftsAndDiscounts: fixed('/partners/gifts-and-discounts'),
  notFound: fixed('/404'),
  error404: fixed('/error-404'),

  courses: fixed('/courses'),
  coursesAudience: route('/courses/:slug'),
  courseGroup: route('/courses/:slug/group/:groupId'),
  courseGroupTab: route('/courses/:slug/group/:groupId/:tab'),

  placementTests: fixed('/pretests'),
  placementTestIntro: route('/pretests/:slug'),
  placementTestStart: route('/pretests/:slug/:testVariant/:testPart/start'),
  placementTestPart: route('/pretests/:slug/:testVariant/:testPart/test'),
  placementTestResult: route('/pretests/:userTestVariantId/result/:section?'),

  student: {
    progress: fixed('/student/progress'),
    clubs: fixed('/student/clubs'),
    clubsUpcoming: fixed('/student/clubs/upcoming'),
    clubsArchived: fixed('/student/clubs/archived'),
    groups: fixed('/student/groups'),
    group: route('/student/groups/:id'),
    groupSchedule: route('/student/groups/schedule/:id'),
    groupLesson: route('/student/groups/schedule/:id/lesson/:lessonId'),
    groupSummary: route('/student/groups/summary/:id'),
    groupTasks: route('/student/groups/:id/assigned-tasks'),
    groupTask: route('/student/groups/:id/assigned-tasks/:taskId'),
    groupTest: route('/student/groups/:id/assigned-tasks/test/:taskId'),
    groupCatchUp: route('/student/groups/:id/catch-up'),
    groupFeedbacks: route('/student/groups/feedbacks/:id'),
    individuals: fixed('/student/individuals'),
    individual: route('/student/individuals/:id/:tab?'),
    individualLesson: route('/student/individuals/:id/schedule/:lessonId'),
    individualTask: route('/student/individuals/:id/assigned-tasks/task/:taskId'),
    individualTest: route('/student/individuals/:id/assigned-tasks/test/:testId'),
    individualCourse: learnerIndividualPages('/student/individuals/:id'),
  },

  parent: {
    groups: fixed('/parent/groups'),
    group: route('/parent/groups/:id/:studentId'),
    groupSchedule: route('/parent/groups/schedule/:id/:studentId'),
    groupLesson: route('/parent/groups/schedule/:id/:studentId/lesson/:lessonId'),
    groupTasks: route('/parent/groups/:id/:studentId/assigned-tasks'),
    groupTask: route('/parent/groups/:id/:studentId/assigned-tasks/:taskId'),
    groupTest: route('/parent/groups/:id/:studentId/assigned-tasks/test/:taskId'),
    groupFeedbacks: route('/parent/groups/feedbacks/:id/:studentId'),
    groupSummary: route('/parent/groups/summary/:id/:studentId'),
    individuals: fixed('/parent/individuals'),
    individual: route('/parent/individuals/:id/:tab?'),
    individualLesson: route('/parent/individuals/:id/schedule/:lessonId'),
    individualTask: route('/parent/individuals/:id/assigned-tasks/task/:studentTaskId'),
    individualTest: route('/parent/individuals/:id/assigned-tasks/test/:studentTestId'),
    individualCourse: learnerIndividualPages('/parent/individuals/:id'),
    clubs: fixed('/parent/clubs'),
    progress: fixed('/parent/progress'),
  },

  corporateStudent: {
    placementTests: fixed('/corporate/pretests'),
    paidPlacementTests: fixed('/corporate/pretests/paid'),
    paidPlacementTestStart: route('/corporate/pretests/paid/:part/start'),
    paidPlacementTestPart: route('/corporate/pretests/paid/:part'),
    paidPlacementTestResult: route('/corporate/pretests/paid/:userTestVariantId/result/:section?'),
    groups: fixed('/corporate/student/groups'),
    group: route('/corporate/student/groups/:id'),
    groupSchedule: route('/corporate/student/groups/schedule/:id'),
    groupLesson: route('/corporate/student/groups/schedule/:id/lesson/:lessonId'),
    groupTasks: route('/corporate/student/groups/:id/assigned-tasks'),
    groupTask: route('/corporate/student/groups/:id/assigned-tasks/:taskId'),
    groupTest: route('/corporate/student/groups/:id/assigned-tasks/test/:taskId'),
    groupSummary: route('/corporate/student/groups/:id/summary'),
    individuals: fixed('/corporate/student/individuals'),
    individual: route('/corporate/student/individuals/:id'),
    individualSchedule: route('/corporate/student/individuals/schedule/:id'),
    individualLesson: route('/corporate/student/individuals/schedule/:id/lesson/:lessonId'),
    clubs: fixed('/corporate/student/clubs'),
    clubsUpcoming: fixed('/corporate/student/clubs/upcoming'),
    clubsArchived: fixed('/corporate/student/clubs/archived'),
  },

  corporateManager: {
    students: fixed('/corporate-manager/students'),
    student: route('/corporate-manager/students/:id/:tab?'),
    studentResult: route('/corporate-manager/students/:id/results/:userTestVariantId/:section?'),
    studentPaidResults: route('/corporate-manager/students/:id/paid-results'),
    studentPaidResult: route('/corporate-manager/students/:id/paid-results/:userTestVariantId/:section?'),
    placementTests: fixed('/corporate-manager/pretests'),
    paidPlacementTests: fixed('/corporate-manager/pretests/paid'),
    paidPlacementTestStudents: fixed('/corporate-manager/pretests/paid/students'),
    placementTestStudents: route('/corporate-manager/pretests/students/:slug'),
    groups: fixed('/corporate-manager/groups'),
    group: route('/corporate-manager/groups/:id/:section?'),
    groupLesson: route('/corporate-manager/groups/:id/schedule/lesson/:lessonId'),
    groupTrialLesson: route('/corporate-manager/groups/:id/schedule/trial-lesson/:lessonId'),
    groupTask: route('/corporate-manager/groups/:id/assigned-tasks/:kind/:taskId/:studentId?'),
    individuals: fixed('/corporate-manager/individuals'),
    individual: route('/corporate-manager/individuals/:id'),
    individualSchedule: route('/corporate-manager/individuals/schedule/:id'),
    individualLesson: route('/corporate-manager/individuals/schedule/:id/lesson/:lessonId'),
    /** The company's groups and individual lessons as the manager reads them, by page. */
    groupCourse: {
      general: route('/corporate-manager/groups/:id'),
      students: route('/corporate-manager/groups/:id/students'),
      schedule: route('/corporate-manager/groups/:id/schedule'),
      lesson: route('/corporate-manager/groups/:id/schedule/lesson/:lessonId'),
      trialLesson: route('/corporate-manager/groups/:id/schedule/trial-lesson/:lessonId'),
      assignedTasks: route('/corporate-manager/groups/:id/assigned-tasks'),
      task: route('/corporate-manager/groups/:id/assigned-tasks/task/:taskId'),
      taskStudent: route('/corporate-manager/groups/:id/assigned-tasks/task/:taskId/:studentId'),
      test: route('/corporate-manager/groups/:id/assigned-tasks/test/:taskId'),
      studentTest: route('/corporate-manager/groups/:id/assigned-tasks/test/:taskId/:studentId'),
      summary: route('/corporate-manager/groups/:id/course-summary'),
      feedback: route('/corporate-manager/groups/:id/feedback'),
    },
    individualCourse: {
      general: route('/corporate-manager/individuals/:id'),
      schedule: route('/corporate-manager/individuals/schedule/:id'),
      lesson: route('/corporate-manager/individuals/schedule/:id/lesson/:lessonId'),
    },
    statistics: fixed('/corporate-manager/statistics'),
  },

  corporateTeacher: {
    groups: fixed('/teacher-corporate/groups'),
    group: route('/teacher-corporate/groups/:id'),
    groupPage: route('/teacher-corporate/groups/:id/*'),
    individuals: fixed('/teacher-corporate/individuals'),
    individual: route('/teacher-corporate/individuals/general/:id'),
    individualSchedule: route('/teacher-corporate/individuals/schedule/:id'),
    individualLesson: route('/teacher-corporate/individuals/schedule/:id/lesson/:lessonId/:tab?'),
    /** The company groups and individual lessons the corporate teacher teaches, by page. */
    groupCourse: {
      ...taughtGroupPages('/teacher-corporate/groups/:id'),
      trialLesson: route('/teacher-corporate/groups/:id/schedule/trial-lesson/:lessonId/:tab?'),
      test: route('/teacher-corporate/groups/:id/assigned-tasks/test/:taskId'),
      editTest: route('/teacher-corporate/groups/:id/assigned-tasks/edit-test/:taskId'),
      studentTest: route('/teacher-corporate/groups/:id/assigned-tasks/test/:taskId/:studentId'),
    },
    individualCourse: {
      general: route('/teacher-corporate/individuals/general/:id'),
      schedule: route('/teacher-corporate/individuals/schedule/:id'),
      lesson: route('/teacher-corporate/individuals/schedule/:id/lesson/:lessonId/:tab?'),
    },
    students: fixed('/teacher-corporate/students'),
    student: route('/teacher-corporate/students/:id'),
    paidPlacementTests: fixed('/teacher-corporate/pretests/paid'),
    paidPlacementTest: route('/teacher-corporate/pretests/paid/:id/:section?'),
    paidPlacementTestFeedback: route('/teacher-corporate/pretests/paid/:id/:part/feedback/:feedbackId'),
  },

  teacher: {
    calendar: fixed('/teacher/calendar'),
    clubs: fixed('/teacher/clubs'),
    clubsTab: route('/teacher/clubs/:tab'),
    club: route('/teacher/clubs/:id/:tab?'),
    substitutions: fixed('/teacher/substitutions'),
    substitutionsOf: route('/teacher/substitutions/:kind'),
    groups: fixed('/teacher/groups'),
    group: route('/teacher/groups/:id'),
    groupPage: route('/teacher/groups/:id/*'),
    groupTest: route('/teacher/groups/assigned-tasks/test/:id/:taskId'),
    groupEditTest: route('/teacher/groups/edit-test/:id/:taskId'),
    groupStudentTest: route('/teacher/groups/student-test/:id/:taskId/:studentId'),
    individuals: fixed('/teacher/individuals'),
    individual: route('/teacher/individuals/:id/*'),
    substitutionIndividual: route('/substitution-teacher/individuals/:id/*'),
    /** The teacher's groups and individual courses, and the individual courses they substitute in, by page. */
    groupCourse: {
      ...taughtGroupPages('/teacher/groups/:id'),
      test: route('/teacher/groups/assigned-tasks/test/:id/:taskId'),
      editTest: route('/teacher/groups/edit-test/:id/:taskId'),
      studentTest: route('/teacher/groups/student-test/:id/:taskId/:studentId'),
      catchUp: route('/teacher/groups/:id/catch-up'),
    },
    individualCourse: taughtIndividualPages('/teacher/individuals/:id'),
    substitutionCourse: taughtIndividualPages('/substitution-teacher/individuals/:id'),
    /** The list a substituted individual course belongs to: the substitutions' individual tab. */
    individualSubstitutions: fixed('/teacher/substitutions/individuals'),
    students: fixed('/teacher/students'),
    student: route('/teacher/students/:id'),
    statistics: fixed('/teacher/statistics'),
    handbook: fixed('/teacher/handbook'),
    placementTests: fixed('/teacher/pretests'),
    placementTest: route('/teacher/pretests/:id'),
    dosGroupsFeedback: fixed('/teacher/dos/groups-feedback'),
    dosModuleFeedback: route('/teacher/dos/modules-feedback/:id'),
    dosCourseFeedback: fixed('/teacher/dos/course-feedback'),
    dosCourseFeedbackOne: route('/teacher/dos/course-feedback/:id'),
    dosFeedback: route('/teacher/dos/:id/feedback/:feedbackId'),
    dosLateCancellations: fixed('/teacher/dos/late-cancellations'),
    dosStatistics: fixed('/teacher/dos/statistics'),
    dosClubCancellations: fixed('/teacher/dos/club-cancellations'),
  },

  handbookCategory: route('/handbook/categories/:id'),

  tutor: {
    tktGroups: fixed('/tutor/tkt-groups'),
    tktGroup: route('/tutor/tkt-groups/:id/*'),
    tktSubstitution: route('/tutor/tkt-groups/substitutions/:id/*'),
    tyltGroups: fixed('/tutor/tylt-groups'),
    tyltGroup: route('/tutor/tylt-groups/:id/*'),
    tyltSubstitution: route('/tutor/tylt-groups/substitutions/:id/*'),
    trainees: fixed('/tutor/trainees'),
    trainee: route('/tutor/trainees/:id'),
    substitutions: route('/tutor/substitutions/:type?'),
    tktSubstitutions: fixed('/tutor/substitutions/tkt'),
    tyltSubstitutions: fixed('/tutor/substitutions/tylt'),
    /** A tutor's own TKT and TYLT groups, and those of other tutors they substitute in, by page. */
    tkt: { ...tutorGroupPages('/tutor/tkt-groups/:id'), ...tutorTraineePages('/tutor/tkt-groups/:id') },
    tylt: {
      ...tutorGroupPages('/tutor/tylt-groups/:id'),
      ...tutorTraineePages('/tutor/tylt-groups/:id'),
      ...tutorCourseTaskPages('/tutor/tylt-groups/:id'),
      ...tutorCourseTaskForms('/tutor/tylt-groups/:id'),
    },
    tktSubstitute: tutorGroupPages('/tutor/tkt-groups/substitutions/:id'),
    tyltSubstitute: {
      ...tutorGroupPages('/tutor/tylt-groups/substitutions/:id'),
      ...tutorTraineePages('/tutor/tylt-groups/substitutions/:id'),
      ...tutorCourseTaskPages('/tutor/tylt-groups/substitutions/:id'),
    },
  },

  teacherTraining: {
    events: route('/teacherTraining/:kind'),
    event: route('/teacherTraining/:kind/:id'),
    eventVideo: route('/teacherTraining/:kind/video/:id'),
    eventCertificate: route('/teacherTraining/:kind/certificate/:id'),
    webinars: fixed('/teacherTraining/webinars'),
    conferences: fixed('/teacherTraining/conferences'),
    workshops: fixed('/teacherTraining/workshops'),
    tktGroups: fixed('/teacherTraining/tkt-groups'),
    tktGroup: route('/teacherTraining/tkt-groups/:id/*'),
    tyltGroups: fixed('/teacherTraining/tylt-groups'),
    tyltGroup: route('/teacherTraining/tylt-groups/:id/*'),
    tkt: traineeGroupPages('tkt'),
    tylt: traineeGroupPages('tylt'),
  },

  videoCourses: fixed('/video-courses/list'),
  videoCoursesTab: route('/video-courses/list/:tab'),
  videoCourse: route('/video-courses/:id/:tab?'),
  videoCourseSurvey: route('/video-courses/:id/survey'),
} as const;
