/**
 * The routes of every demo account's spaces, as the route crawl finds them by following links:
 * one entry per route, with the pattern its addresses match. The crawl checks that each is
 * reached and sees it in both languages and widths on the hostile school, then again with every
 * call failing (and the first few slow). A new route of a space is added here, once.
 */

export type Route = { name: string; pattern: RegExp };

const id = String.raw`\d+`;
const route = (name: string, source: string): Route => ({ name, pattern: new RegExp(`^${source}$`) });

const shared: Route[] = [
  route('/profile', '/profile'),
  route('/support', '/support'),
  route('/profile/certificates', '/profile/certificates'),
  route('/courses', '/courses'),
  route('/courses/:slug', '/courses/(adults|teenagers|kids)'),
  ...['general', 'teacher', 'program', 'description'].map((tab) =>
    route(`/courses/:slug/group/:groupId/${tab}`, `/courses/(adults|teenagers|kids)/group/${id}/${tab}`),
  ),
  route('/partners/gifts-and-discounts', '/partners/gifts-and-discounts'),
];

/**
 * The video courses: the lists and a course's tabs. The survey opens from the certificate tab of a
 * course begun, which the crawl (one address per route) does not reach: a journey covers it.
 */
const videoCourses: Route[] = [
  route('/video-courses/list', '/video-courses/list'),
  route('/video-courses/list/my-courses', '/video-courses/list/my-courses'),
  route('/video-courses/list/subscription', '/video-courses/list/subscription'),
  route('/video-courses/:id', `/video-courses/${id}`),
  ...['content', 'knowledge-bank', 'certificate'].map((tab) =>
    route(`/video-courses/:id/${tab}`, `/video-courses/${id}/${tab}`),
  ),
];

const studentRoutes: Route[] = [
  ...videoCourses,
  ...shared,
  route('/student/progress', '/student/progress'),
  route('/student/clubs', '/student/clubs'),
  route('/student/clubs/upcoming', '/student/clubs/upcoming'),
  route('/student/clubs/archived', '/student/clubs/archived'),
  route('/student/groups', '/student/groups'),
  route('/student/groups/:id', `/student/groups/${id}`),
  route('/student/groups/schedule/:id', `/student/groups/schedule/${id}`),
  route('/student/groups/schedule/:id/lesson/:lessonId', `/student/groups/schedule/${id}/lesson/${id}`),
  route('/student/groups/summary/:id', `/student/groups/summary/${id}`),
  route('/student/groups/:id/assigned-tasks', `/student/groups/${id}/assigned-tasks`),
  route('/student/groups/:id/assigned-tasks/:taskId', `/student/groups/${id}/assigned-tasks/${id}`),
  route('/student/groups/:id/assigned-tasks/test/:taskId', `/student/groups/${id}/assigned-tasks/test/${id}`),
  route('/student/groups/:id/catch-up', `/student/groups/${id}/catch-up`),
  route('/student/individuals', '/student/individuals'),
  route('/student/individuals/:id/general', `/student/individuals/${id}/general`),
  route('/student/individuals/:id/schedule', `/student/individuals/${id}/schedule`),
  route('/student/individuals/:id/schedule/:lessonId', `/student/individuals/${id}/schedule/${id}`),
  route('/student/individuals/:id/assigned-tasks', `/student/individuals/${id}/assigned-tasks`),
  route(
    '/student/individuals/:id/assigned-tasks/task/:taskId',
    `/student/individuals/${id}/assigned-tasks/task/${id}`,
  ),
  route(
    '/student/individuals/:id/assigned-tasks/test/:testId',
    `/student/individuals/${id}/assigned-tasks/test/${id}`,
  ),
  route('/student/individuals/:id/certificate', `/student/individuals/${id}/certificate`),
];

const parentRoutes: Route[] = [
  ...videoCourses,
  ...shared,
  route('/parent/clubs', '/parent/clubs'),
  route('/parent/progress', '/parent/progress'),
  route('/parent/groups', '/parent/groups'),
  route('/parent/groups/:id/:studentId', `/parent/groups/${id}/${id}`),
  route('/parent/groups/schedule/:id/:studentId', `/parent/groups/schedule/${id}/${id}`),
  route(
    '/parent/groups/schedule/:id/:studentId/lesson/:lessonId',
    `/parent/groups/schedule/${id}/${id}/lesson/${id}`,
  ),
  route('/parent/groups/:id/:studentId/assigned-tasks', `/parent/groups/${id}/${id}/assigned-tasks`),
  route(
    '/parent/groups/:id/:studentId/assigned-tasks/:taskId',
    `/parent/groups/${id}/${id}/assigned-tasks/${id}`,
  ),
  route(
    '/parent/groups/:id/:studentId/assigned-tasks/test/:taskId',
    `/parent/groups/${id}/${id}/assigned-tasks/test/${id}`,
  ),
  route('/parent/groups/feedbacks/:id/:studentId', `/parent/groups/feedbacks/${id}/${id}`),
  route('/parent/groups/summary/:id/:studentId', `/parent/groups/summary/${id}/${id}`),
  route('/parent/individuals', '/parent/individuals'),
  route('/parent/individuals/:id/general', `/parent/individuals/${id}/general`),
  route('/parent/individuals/:id/schedule', `/parent/individuals/${id}/schedule`),
  route('/parent/individuals/:id/schedule/:lessonId', `/parent/individuals/${id}/schedule/${id}`),
  route('/parent/individuals/:id/assigned-tasks', `/parent/individuals/${id}/assigned-tasks`),
  route(
    '/parent/individuals/:id/assigned-tasks/task/:studentTaskId',
    `/parent/individuals/${id}/assigned-tasks/task/${id}`,
  ),
  route(
    '/parent/individuals/:id/assigned-tasks/test/:studentTestId',
    `/parent/individuals/${id}/assigned-tasks/test/${id}`,
  ),
  route('/parent/individuals/:id/certificate', `/parent/individuals/${id}/certificate`),
];

/** A page's tabs, each a route of its own (the first is also the page's own address). */
const tabs = (name: string, source: string, names: readonly string[]): Route[] =>
  names.map((tab, index) => route(`${name}/${tab}`, `${source}${index === 0 ? `(/${tab})?` : `/${tab}`}`));
const LESSON_TABS = ['lesson-summary', 'notes', 'zoom-info', 'substitution'] as const;
const INDIVIDUAL_LESSON_TABS = ['lesson-summary', 'notes', 'substitution'] as const;
const individualRoutes = (base: string): Route[] => [
  route(`${base}/:id/general`, `${base}/${id}/general`),
  route(`${base}/:id/schedule`, `${base}/${id}/schedule`),
  ...tabs(`${base}/:id/schedule/:lessonId`, `${base}/${id}/schedule/${id}`, INDIVIDUAL_LESSON_TABS),
  route(`${base}/:id/assigned-tasks/modules`, `${base}/${id}/assigned-tasks/modules`),
  route(
    `${base}/:id/assigned-tasks/modules/:moduleId/create`,
    `${base}/${id}/assigned-tasks/modules/${id}/create/(task|test)`,
  ),
  route(
    `${base}/:id/assigned-tasks/modules/:moduleId/view/:taskId`,
    `${base}/${id}/assigned-tasks/modules/${id}/view/${id}(/${id})?`,
  ),
  route(`${base}/:id/feedback`, `${base}/${id}/feedback`),
  route(`${base}/:id/course-summary`, `${base}/${id}/course-summary`),
];

const teacherRoutes: Route[] = [
  route('/profile', '/profile'),
  route('/support', '/support'),
  route('/profile/certificates', '/profile/certificates'),
  route('/teacher/calendar', '/teacher/calendar'),
  route('/teacher/clubs', '/teacher/clubs(/upcoming)?'),
  route('/teacher/clubs/archived', '/teacher/clubs/archived'),
  ...tabs('/teacher/clubs/:id', `/teacher/clubs/${id}`, ['summary', 'notes', 'zoom-info']),
  route('/teacher/substitutions', '/teacher/substitutions'),
  ...['individuals', 'corporate-groups', 'corporate-individuals'].map((kind) =>
    route(`/teacher/substitutions/${kind}`, `/teacher/substitutions/${kind}`),
  ),
  route('/teacher/groups', '/teacher/groups'),
  route('/teacher/groups/:id', `/teacher/groups/${id}`),
  route('/teacher/groups/:id/schedule', `/teacher/groups/${id}/schedule`),
  ...tabs(
    '/teacher/groups/:id/schedule/lesson/:lessonId',
    `/teacher/groups/${id}/schedule/lesson/${id}`,
    LESSON_TABS,
  ),
  route('/teacher/groups/:id/feedback', `/teacher/groups/${id}/feedback`),
  route('/teacher/groups/:id/feedback/:feedbackId', `/teacher/groups/${id}/feedback/${id}`),
  route('/teacher/groups/:id/feedback/:feedbackId/preview', `/teacher/groups/${id}/feedback/${id}/preview`),
  route('/teacher/groups/:id/catch-up', `/teacher/groups/${id}/catch-up`),
  route('/teacher/groups/:id/students', `/teacher/groups/${id}/students`),
  route('/teacher/groups/:id/course-summary', `/teacher/groups/${id}/course-summary`),
  route('/teacher/groups/:id/assigned-tasks', `/teacher/groups/${id}/assigned-tasks`),
  route('/teacher/groups/:id/assigned-tasks/task/:taskId', `/teacher/groups/${id}/assigned-tasks/task/${id}`),
  route(
    '/teacher/groups/:id/assigned-tasks/task/:taskId/:studentId',
    `/teacher/groups/${id}/assigned-tasks/task/${id}/${id}`,
  ),
  route('/teacher/groups/assigned-tasks/test/:id/:taskId', `/teacher/groups/assigned-tasks/test/${id}/${id}`),
  route('/teacher/groups/edit-test/:id/:taskId', `/teacher/groups/edit-test/${id}/${id}`),
  route(
    '/teacher/groups/student-test/:id/:taskId/:studentId',
    `/teacher/groups/student-test/${id}/${id}/${id}`,
  ),
  route('/teacher/individuals', '/teacher/individuals'),
  ...individualRoutes('/teacher/individuals'),
  route('/teacher/students', '/teacher/students'),
  route('/teacher/students/:id', `/teacher/students/${id}`),
  route('/teacher/statistics', '/teacher/statistics'),
  route('/teacher/handbook', '/teacher/handbook'),
  route('/handbook/categories/:id', `/handbook/categories/${id}`),
  route('/teacher/pretests', '/teacher/pretests'),
  route('/teacher/pretests/:id', `/teacher/pretests/${id}`),
];

/** The director of studies' own routes (the teacher's are crawled as the demo teacher). */
const dosRoutes: Route[] = [
  route('/teacher/dos/groups-feedback', '/teacher/dos/groups-feedback'),
  route('/teacher/dos/modules-feedback/:id', `/teacher/dos/modules-feedback/${id}`),
  route('/teacher/dos/:id/feedback/:feedbackId', `/teacher/dos/${id}/feedback/${id}`),
  route('/teacher/dos/club-cancellations', '/teacher/dos/club-cancellations'),
  route('/teacher/dos/late-cancellations', '/teacher/dos/late-cancellations'),
  route('/teacher/dos/statistics', '/teacher/dos/statistics'),
];

/** The placement-test taker's routes; a part's start and test pages open from buttons, in the journey. */
const pretestRoutes: Route[] = [
  route('/pretests', '/pretests'),
  route('/pretests/:slug', '/pretests/(general-english|english-for-teens)'),
  route('/pretests/:userTestVariantId/result/general', `/pretests/${id}/result(/general)?`),
  ...['grammar', 'reading', 'writing', 'speaking'].map((section) =>
    route(`/pretests/:userTestVariantId/result/${section}`, `/pretests/${id}/result/${section}`),
  ),
];

const account: Route[] = [
  route('/profile', '/profile'),
  route('/support', '/support'),
  route('/profile/certificates', '/profile/certificates'),
];

const paidResult = (base: string, sections: string[]) => [
  route(`${base}/general`, `${base.replace(':id', id).replace(':userTestVariantId', id)}(/general)?`),
  ...sections.map((section) =>
    route(`${base}/${section}`, `${base.replace(':id', id).replace(':userTestVariantId', id)}/${section}`),
  ),
];

/** A company's employee: the corporate test, the company's groups and individual lessons, clubs. */
const corporateStudentRoutes: Route[] = [
  ...videoCourses,
  ...account,
  route('/corporate/pretests', '/corporate/pretests'),
  route('/corporate/pretests/paid', '/corporate/pretests/paid'),
  route('/corporate/pretests/paid/grammar/start', '/corporate/pretests/paid/grammar/start'),
  ...paidResult('/corporate/pretests/paid/:userTestVariantId/result', [
    'grammar',
    'writing',
    'speaking',
    'certificate',
  ]),
  route('/corporate/student/groups', '/corporate/student/groups'),
  route('/corporate/student/groups/:id', `/corporate/student/groups/${id}`),
  route('/corporate/student/groups/schedule/:id', `/corporate/student/groups/schedule/${id}`),
  route(
    '/corporate/student/groups/schedule/:id/lesson/:lessonId',
    `/corporate/student/groups/schedule/${id}/lesson/${id}`,
  ),
  route('/corporate/student/groups/:id/assigned-tasks', `/corporate/student/groups/${id}/assigned-tasks`),
  route(
    '/corporate/student/groups/:id/assigned-tasks/:taskId',
    `/corporate/student/groups/${id}/assigned-tasks/${id}`,
  ),
  route(
    '/corporate/student/groups/:id/assigned-tasks/test/:taskId',
    `/corporate/student/groups/${id}/assigned-tasks/test/${id}`,
  ),
  route('/corporate/student/groups/:id/summary', `/corporate/student/groups/${id}/summary`),
  route('/corporate/student/individuals', '/corporate/student/individuals'),
  route('/corporate/student/individuals/:id', `/corporate/student/individuals/${id}`),
  route('/corporate/student/individuals/schedule/:id', `/corporate/student/individuals/schedule/${id}`),
  route(
    '/corporate/student/individuals/schedule/:id/lesson/:lessonId',
    `/corporate/student/individuals/schedule/${id}/lesson/${id}`,
  ),
  route('/corporate/student/clubs', '/corporate/student/clubs'),
  route('/corporate/student/clubs/upcoming', '/corporate/student/clubs/upcoming'),
  route('/corporate/student/clubs/archived', '/corporate/student/clubs/archived'),
];

/** The company's manager: employees, placement tests, the company's groups and individual lessons. */
const corporateManagerRoutes: Route[] = [
  ...videoCourses,
  ...account,
  route('/corporate-manager/students', '/corporate-manager/students'),
  ...tabs('/corporate-manager/students/:id', `/corporate-manager/students/${id}`, [
    'learning-activity',
    'placements-tests',
    'certificates',
  ]),
  ...paidResult('/corporate-manager/students/:id/results/:userTestVariantId', [
    'grammar',
    'writing',
    'reading',
    'speaking',
  ]),
  ...paidResult('/corporate-manager/students/:id/paid-results/:userTestVariantId', [
    'grammar',
    'writing',
    'speaking',
    'certificate',
  ]),
  route('/corporate-manager/pretests', '/corporate-manager/pretests'),
  route('/corporate-manager/pretests/paid/students', '/corporate-manager/pretests/paid/students'),
  route('/corporate-manager/pretests/students/:slug', '/corporate-manager/pretests/students/[a-z-]+'),
  route('/corporate-manager/groups', '/corporate-manager/groups'),
  route('/corporate-manager/groups/:id', `/corporate-manager/groups/${id}`),
  route('/corporate-manager/groups/:id/students', `/corporate-manager/groups/${id}/students`),
  route('/corporate-manager/groups/:id/schedule', `/corporate-manager/groups/${id}/schedule`),
  route(
    '/corporate-manager/groups/:id/schedule/lesson/:lessonId',
    `/corporate-manager/groups/${id}/schedule/lesson/${id}`,
  ),
  route(
    '/corporate-manager/groups/:id/schedule/trial-lesson/:lessonId',
    `/corporate-manager/groups/${id}/schedule/trial-lesson/${id}`,
  ),
  route('/corporate-manager/groups/:id/assigned-tasks', `/corporate-manager/groups/${id}/assigned-tasks`),
  ...['task', 'test'].flatMap((kind) => [
    route(
      `/corporate-manager/groups/:id/assigned-tasks/${kind}/:taskId`,
      `/corporate-manager/groups/${id}/assigned-tasks/${kind}/${id}`,
    ),
    route(
      `/corporate-manager/groups/:id/assigned-tasks/${kind}/:taskId/:studentId`,
      `/corporate-manager/groups/${id}/assigned-tasks/${kind}/${id}/${id}`,
    ),
  ]),
  route('/corporate-manager/groups/:id/course-summary', `/corporate-manager/groups/${id}/course-summary`),
  route('/corporate-manager/groups/:id/feedback', `/corporate-manager/groups/${id}/feedback`),
  route('/corporate-manager/individuals', '/corporate-manager/individuals'),
  route('/corporate-manager/individuals/:id', `/corporate-manager/individuals/${id}`),
  route('/corporate-manager/individuals/schedule/:id', `/corporate-manager/individuals/schedule/${id}`),
  route(
    '/corporate-manager/individuals/schedule/:id/lesson/:lessonId',
    `/corporate-manager/individuals/schedule/${id}/lesson/${id}`,
  ),
  route('/corporate-manager/statistics', '/corporate-manager/statistics'),
];

/**
 * The corporate teacher: the company groups and individual lessons they teach, the paid tests to
 * check (a feedback's form opens from its Write buttons, in the journey), and the teacher's pages
 * they share: the calendar, their clubs, their company lessons' substitutions, their statistics.
 */
const corporateTeacherRoutes: Route[] = [
  ...account,
  route('/teacher/calendar', '/teacher/calendar'),
  route('/teacher/clubs', '/teacher/clubs(/upcoming)?'),
  route('/teacher/clubs/archived', '/teacher/clubs/archived'),
  ...tabs('/teacher/clubs/:id', `/teacher/clubs/${id}`, ['summary', 'notes', 'zoom-info']),
  route('/teacher/substitutions', '/teacher/substitutions'),
  route('/teacher/substitutions/corporate-groups', '/teacher/substitutions/corporate-groups'),
  route('/teacher/substitutions/corporate-individuals', '/teacher/substitutions/corporate-individuals'),
  route('/teacher/statistics', '/teacher/statistics'),
  route('/teacher/handbook', '/teacher/handbook'),
  route('/handbook/categories/:id', `/handbook/categories/${id}`),
  route('/teacher-corporate/groups', '/teacher-corporate/groups'),
  route('/teacher-corporate/groups/:id', `/teacher-corporate/groups/${id}`),
  route('/teacher-corporate/groups/:id/schedule', `/teacher-corporate/groups/${id}/schedule`),
  ...tabs(
    '/teacher-corporate/groups/:id/schedule/lesson/:lessonId',
    `/teacher-corporate/groups/${id}/schedule/lesson/${id}`,
    LESSON_TABS,
  ),
  ...tabs(
    '/teacher-corporate/groups/:id/schedule/trial-lesson/:lessonId',
    `/teacher-corporate/groups/${id}/schedule/trial-lesson/${id}`,
    ['lesson-summary', 'lesson-meeting'],
  ),
  route('/teacher-corporate/groups/:id/assigned-tasks', `/teacher-corporate/groups/${id}/assigned-tasks`),
  ...['task', 'test'].flatMap((kind) => [
    route(
      `/teacher-corporate/groups/:id/assigned-tasks/${kind}/:taskId`,
      `/teacher-corporate/groups/${id}/assigned-tasks/${kind}/${id}`,
    ),
    route(
      `/teacher-corporate/groups/:id/assigned-tasks/${kind}/:taskId/:studentId`,
      `/teacher-corporate/groups/${id}/assigned-tasks/${kind}/${id}/${id}`,
    ),
  ]),
  route(
    '/teacher-corporate/groups/:id/assigned-tasks/edit-test/:taskId',
    `/teacher-corporate/groups/${id}/assigned-tasks/edit-test/${id}`,
  ),
  route('/teacher-corporate/groups/:id/students', `/teacher-corporate/groups/${id}/students`),
  route('/teacher-corporate/groups/:id/course-summary', `/teacher-corporate/groups/${id}/course-summary`),
  route('/teacher-corporate/groups/:id/feedback', `/teacher-corporate/groups/${id}/feedback`),
  route(
    '/teacher-corporate/groups/:id/feedback/:feedbackId',
    `/teacher-corporate/groups/${id}/feedback/${id}`,
  ),
  route(
    '/teacher-corporate/groups/:id/feedback/:feedbackId/preview',
    `/teacher-corporate/groups/${id}/feedback/${id}/preview`,
  ),
  route('/teacher-corporate/individuals', '/teacher-corporate/individuals'),
  route('/teacher-corporate/individuals/general/:id', `/teacher-corporate/individuals/general/${id}`),
  route('/teacher-corporate/individuals/schedule/:id', `/teacher-corporate/individuals/schedule/${id}`),
  ...tabs(
    '/teacher-corporate/individuals/schedule/:id/lesson/:lessonId',
    `/teacher-corporate/individuals/schedule/${id}/lesson/${id}`,
    INDIVIDUAL_LESSON_TABS,
  ),
  route('/teacher-corporate/students', '/teacher-corporate/students'),
  route('/teacher-corporate/students/:id', `/teacher-corporate/students/${id}`),
  route('/teacher-corporate/pretests/paid', '/teacher-corporate/pretests/paid'),
  ...tabs('/teacher-corporate/pretests/paid/:id', `/teacher-corporate/pretests/paid/${id}`, [
    'writing',
    'speaking',
  ]),
];

/** A tutor's TKT or TYLT group, as the tutor teaches it. */
const tutorGroup = (training: 'tkt' | 'tylt'): Route[] => {
  const base = `/tutor/${training}-groups`;
  return [
    route(base, base),
    route(`${base}/:id/general`, `${base}/${id}/general`),
    route(`${base}/:id/schedule`, `${base}/${id}/schedule`),
    // The product names a TKT lesson's tabs; a TYLT lesson is walked by its first address.
    ...(training === 'tkt'
      ? tabs(`${base}/:id/schedule/:lessonId`, `${base}/${id}/schedule/${id}`, [
          'lesson-summary',
          'lesson-notes',
          'lesson-meeting',
          'lesson-substitution',
        ])
      : [
          route(
            `${base}/:id/schedule/:lessonId`,
            `${base}/${id}/schedule/${id}(/(lesson-summary|lesson-notes|lesson-meeting|lesson-substitution))?`,
          ),
        ]),
    route(`${base}/:id/trainees`, `${base}/${id}/trainees`),
    route(`${base}/:id/course-summary`, `${base}/${id}/course-summary`),
  ];
};

/**
 * A TYLT group's course tasks, as the tutor sets and reviews them. Setting a new task opens only
 * in the group about to start, which the crawl does not reach: the course-task journey covers it.
 */
const tutorCourseTasks = (() => {
  const base = `/tutor/tylt-groups/:id/course-tasks`;
  const at = `/tutor/tylt-groups/${id}/course-tasks`;
  const kind = '(gu|ot-yl|ot-teens|final-test|practice)';
  return [
    route('/tutor/tylt-groups/:id/lessons', `/tutor/tylt-groups/${id}/lessons`),
    route(base, at),
    route(`${base}/:kind/:taskId`, `${at}/${kind}/${id}`),
    route(`${base}/:kind/:taskId/edit`, `${at}/${kind}/${id}/edit`),
    route(`${base}/:kind/:taskId/review/:traineeId`, `${at}/${kind}/${id}/review/${id}`),
  ];
})();

/**
 * The tutor: the handbook and calendar, their substitutions and the groups they substitute in,
 * their trainees, their TKT and TYLT groups, and the TYLT groups' lessons and course tasks.
 */
/**
 * A group the tutor substitutes in, read as its tutor does: its general tab, schedule and lessons;
 * a TYLT group's also its lessons to publish, course tasks (a task's table and a trainee's work),
 * trainees and summary.
 */
const tutorSubstitutionGroup = (training: 'tkt' | 'tylt'): Route[] => {
  const base = `/tutor/${training}-groups/substitutions`;
  const tasks = `${base}/${id}/course-tasks`;
  const kind = '(gu|ot-yl|ot-teens|final-test|practice)';
  return [
    route(`${base}/:id/general`, `${base}/${id}/general`),
    route(`${base}/:id/schedule`, `${base}/${id}/schedule`),
    route(`${base}/:id/schedule/:lessonId`, `${base}/${id}/schedule/${id}(/(lesson-notes|lesson-meeting))?`),
    ...(training === 'tylt'
      ? [
          route(`${base}/:id/lessons`, `${base}/${id}/lessons`),
          route(`${base}/:id/course-tasks`, tasks),
          route(`${base}/:id/course-tasks/:kind/:taskId`, `${tasks}/${kind}/${id}`),
          route(
            `${base}/:id/course-tasks/:kind/:taskId/review/:traineeId`,
            `${tasks}/${kind}/${id}/review/${id}`,
          ),
          route(`${base}/:id/trainees`, `${base}/${id}/trainees`),
          route(`${base}/:id/course-summary`, `${base}/${id}/course-summary`),
        ]
      : []),
  ];
};

const tutorRoutes: Route[] = [
  route('/teacher/handbook', '/teacher/handbook'),
  route('/teacher/calendar', '/teacher/calendar'),
  route('/tutor/substitutions/tkt', '/tutor/substitutions/tkt'),
  route('/tutor/substitutions/tylt', '/tutor/substitutions/tylt'),
  route('/tutor/trainees', '/tutor/trainees'),
  route('/tutor/trainees/:id', `/tutor/trainees/${id}`),
  ...tutorSubstitutionGroup('tkt'),
  ...tutorSubstitutionGroup('tylt'),
  route('/handbook/categories/:id', `/handbook/categories/${id}`),
  ...tutorGroup('tkt'),
  ...tutorGroup('tylt'),
  ...tutorCourseTasks,
];

/** A trainee's TKT or TYLT group, as the trainee learns in it. */
const traineeGroup = (training: 'tkt' | 'tylt'): Route[] => {
  const base = `/teacherTraining/${training}-groups`;
  return [
    route(base, base),
    route(`${base}/:id/general`, `${base}/${id}/general`),
    route(`${base}/:id/schedule`, `${base}/${id}/schedule`),
    route(`${base}/:id/schedule/lesson/:lessonId`, `${base}/${id}/schedule/lesson/${id}`),
    route(`${base}/:id/useful-links`, `${base}/${id}/useful-links`),
    route(`${base}/:id/course-summary`, `${base}/${id}/course-summary`),
  ];
};

const events = '(webinars|conferences|workshops)';

/**
 * The trainee: their TKT and TYLT groups, the TYLT groups' course tasks, each under its kind, and
 * the events of each type with an event's info, video and certificate.
 */
const traineeRoutes: Route[] = [
  ...videoCourses,
  route('/teacherTraining/webinars', '/teacherTraining/webinars'),
  route('/teacherTraining/conferences', '/teacherTraining/conferences'),
  route('/teacherTraining/workshops', '/teacherTraining/workshops'),
  route('/teacherTraining/:type/:id', `/teacherTraining/${events}/${id}`),
  route('/teacherTraining/:type/video/:id', `/teacherTraining/${events}/video/${id}`),
  route('/teacherTraining/:type/certificate/:id', `/teacherTraining/${events}/certificate/${id}`),
  ...traineeGroup('tkt'),
  ...traineeGroup('tylt'),
  route('/teacherTraining/tylt-groups/:id/course-tasks', `/teacherTraining/tylt-groups/${id}/course-tasks`),
  ...[
    'online-university',
    'observation-task-yl',
    'observation-task-teens',
    'final-test',
    'practice-task',
  ].map((kind) =>
    route(
      `/teacherTraining/tylt-groups/:id/course-tasks/:taskId/${kind}`,
      `/teacherTraining/tylt-groups/${id}/course-tasks/${id}/${kind}`,
    ),
  ),
];

/** The route that an address of the cabinet is, among these; undefined when it is none of them. */
export const routeOf = (routes: Route[], path: string) => routes.find(({ pattern }) => pattern.test(path));

/** The demo accounts of the built spaces, each with the routes of their spaces. */
export const demoAccounts: readonly { who: string; email: string; routes: Route[] }[] = [
  { who: 'the demo student', email: 'student@demo.school', routes: studentRoutes },
  { who: 'the demo parent', email: 'parent@demo.school', routes: parentRoutes },
  { who: 'the demo teacher', email: 'teacher@demo.school', routes: teacherRoutes },
  { who: 'the demo director of studies', email: 'dos@demo.school', routes: dosRoutes },
  { who: 'the demo placement-test taker', email: 'pretest@demo.school', routes: pretestRoutes },
  { who: 'the demo corporate student', email: 'corp.student@demo.school', routes: corporateStudentRoutes },
  { who: 'the demo corporate manager', email: 'hr@demo.school', routes: corporateManagerRoutes },
  { who: 'the demo corporate teacher', email: 'corp.teacher@demo.school', routes: corporateTeacherRoutes },
  { who: 'the demo tutor', email: 'tutor@demo.school', routes: tutorRoutes },
  { who: 'the demo trainee', email: 'trainee@demo.school', routes: traineeRoutes },
];
