/**
 * Every route of seed 000 §2, as a path pattern and a builder of its address. Pages and links
 * use these, never string literals; route trees mount the `path` patterns.
 */
type Id = string | number;
type PretestPart = 'grammar' | 'writing' | 'reading';
type PretestResultSection = 'general' | 'grammar' | 'writing' | 'reading' | 'speaking';
type PaidResultSection = 'general' | 'grammar' | 'writing' | 'speaking' | 'certificate';
type IndividualTab = 'general' | 'schedule' | 'assigned-tasks' | 'certificate';
type EventKind = 'webinars' | 'conferences' | 'workshops';

const route = <A extends unknown[]>(path: string, to: (...args: A) => string) => ({ path, to });
// Sub-pages of a section (`/*`) get their exact paths with the section's route tree.
const fixed = (path: string) => route(path, () => path);

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
  support: fixed('/support'),
  partners: fixed('/partners'),
  partnersGiftsAndDiscounts: fixed('/partners/gifts-and-discounts'),
  notFound: fixed('/404'),
  error404: fixed('/error-404'),

  courses: fixed('/courses'),
  coursesAudience: route('/courses/:slug', (slug: string) => `/courses/${slug}`),
  courseGroup: route(
    '/courses/:slug/group/:groupId',
    (slug: string, groupId: Id) => `/courses/${slug}/group/${groupId}`,
  ),

  pretests: fixed('/pretests'),
  pretestIntro: route('/pretests/:slug', (slug: string) => `/pretests/${slug}`),
  pretestStart: route(
    '/pretests/:slug/:testVariant/:testPart/start',
    (slug: string, variant: Id, part: PretestPart) => `/pretests/${slug}/${variant}/${part}/start`,
  ),
  pretestPart: route(
    '/pretests/:slug/:testVariant/:testPart/test',
    (slug: string, variant: Id, part: PretestPart) => `/pretests/${slug}/${variant}/${part}/test`,
  ),
  pretestResult: route(
    '/pretests/:userTestVariantId/result/:section?',
    (id: Id, section: PretestResultSection = 'general') => `/pretests/${id}/result/${section}`,
  ),

  student: {
    clubs: fixed('/student/clubs'),
    clubsUpcoming: fixed('/student/clubs/upcoming'),
    clubsArchived: fixed('/student/clubs/archived'),
    groups: fixed('/student/groups'),
    group: route('/student/groups/:id', (id: Id) => `/student/groups/${id}`),
    groupSchedule: route('/student/groups/schedule/:id', (id: Id) => `/student/groups/schedule/${id}`),
    groupLesson: route(
      '/student/groups/schedule/:id/lesson/:lessonId',
      (id: Id, lessonId: Id) => `/student/groups/schedule/${id}/lesson/${lessonId}`,
    ),
    groupSummary: route('/student/groups/summary/:id', (id: Id) => `/student/groups/summary/${id}`),
    groupTasks: route(
      '/student/groups/:id/assigned-tasks',
      (id: Id) => `/student/groups/${id}/assigned-tasks`,
    ),
    groupTask: route(
      '/student/groups/:id/assigned-tasks/:taskId',
      (id: Id, taskId: Id) => `/student/groups/${id}/assigned-tasks/${taskId}`,
    ),
    groupTest: route(
      '/student/groups/:id/assigned-tasks/test/:taskId',
      (id: Id, taskId: Id) => `/student/groups/${id}/assigned-tasks/test/${taskId}`,
    ),
    groupCatchUp: route('/student/groups/:id/catch-up', (id: Id) => `/student/groups/${id}/catch-up`),
    individuals: fixed('/student/individuals'),
    individual: route(
      '/student/individuals/:id/:tab?',
      (id: Id, tab: IndividualTab = 'general') => `/student/individuals/${id}/${tab}`,
    ),
    individualLesson: route(
      '/student/individuals/:id/schedule/:lessonId',
      (id: Id, lessonId: Id) => `/student/individuals/${id}/schedule/${lessonId}`,
    ),
    individualTask: route(
      '/student/individuals/:id/assigned-tasks/task/:taskId',
      (id: Id, taskId: Id) => `/student/individuals/${id}/assigned-tasks/task/${taskId}`,
    ),
    individualTest: route(
      '/student/individuals/:id/assigned-tasks/test/:testId',
      (id: Id, testId: Id) => `/student/individuals/${id}/assigned-tasks/test/${testId}`,
    ),
  },

  parent: {
    groups: fixed('/parent/groups'),
    group: route(
      '/parent/groups/:id/:studentId',
      (id: Id, studentId: Id) => `/parent/groups/${id}/${studentId}`,
    ),
    groupSchedule: route(
      '/parent/groups/schedule/:id/:studentId',
      (id: Id, studentId: Id) => `/parent/groups/schedule/${id}/${studentId}`,
    ),
    groupLesson: route(
      '/parent/groups/schedule/:id/:studentId/lesson/:lessonId',
      (id: Id, studentId: Id, lessonId: Id) =>
        `/parent/groups/schedule/${id}/${studentId}/lesson/${lessonId}`,
    ),
    groupTasks: route(
      '/parent/groups/:id/:studentId/assigned-tasks',
      (id: Id, studentId: Id) => `/parent/groups/${id}/${studentId}/assigned-tasks`,
    ),
    groupTask: route(
      '/parent/groups/:id/:studentId/assigned-tasks/:taskId',
      (id: Id, studentId: Id, taskId: Id) => `/parent/groups/${id}/${studentId}/assigned-tasks/${taskId}`,
    ),
    groupTest: route(
      '/parent/groups/:id/:studentId/assigned-tasks/test/:taskId',
      (id: Id, studentId: Id, taskId: Id) =>
        `/parent/groups/${id}/${studentId}/assigned-tasks/test/${taskId}`,
    ),
    groupFeedbacks: route(
      '/parent/groups/feedbacks/:id/:studentId',
      (id: Id, studentId: Id) => `/parent/groups/feedbacks/${id}/${studentId}`,
    ),
    groupSummary: route(
      '/parent/groups/summary/:id/:studentId',
      (id: Id, studentId: Id) => `/parent/groups/summary/${id}/${studentId}`,
    ),
    individuals: fixed('/parent/individuals'),
    individual: route(
      '/parent/individuals/:id/:tab?',
      (id: Id, tab: IndividualTab = 'general') => `/parent/individuals/${id}/${tab}`,
    ),
    individualLesson: route(
      '/parent/individuals/:id/schedule/:lessonId',
      (id: Id, lessonId: Id) => `/parent/individuals/${id}/schedule/${lessonId}`,
    ),
    individualTask: route(
      '/parent/individuals/:id/assigned-tasks/task/:studentTaskId',
      (id: Id, taskId: Id) => `/parent/individuals/${id}/assigned-tasks/task/${taskId}`,
    ),
    individualTest: route(
      '/parent/individuals/:id/assigned-tasks/test/:studentTestId',
      (id: Id, testId: Id) => `/parent/individuals/${id}/assigned-tasks/test/${testId}`,
    ),
    clubs: fixed('/parent/clubs'),
  },

  corporateStudent: {
    pretests: fixed('/corporate/pretests'),
    paidPretests: fixed('/corporate/pretests/paid'),
    paidPretestPart: route(
      '/corporate/pretests/paid/:part',
      (part: 'grammar/start' | 'grammar' | 'writing/start' | 'writing') => `/corporate/pretests/paid/${part}`,
    ),
    paidPretestResult: route(
      '/corporate/pretests/paid/:userTestVariantId/result/:section?',
      (id: Id, section: PaidResultSection = 'general') => `/corporate/pretests/paid/${id}/result/${section}`,
    ),
    groups: fixed('/corporate/student/groups'),
    group: route('/corporate/student/groups/:id', (id: Id) => `/corporate/student/groups/${id}`),
    groupSchedule: route(
      '/corporate/student/groups/schedule/:id',
      (id: Id) => `/corporate/student/groups/schedule/${id}`,
    ),
    groupLesson: route(
      '/corporate/student/groups/schedule/:id/lesson/:lessonId',
      (id: Id, lessonId: Id) => `/corporate/student/groups/schedule/${id}/lesson/${lessonId}`,
    ),
    groupTasks: route(
      '/corporate/student/groups/:id/assigned-tasks',
      (id: Id) => `/corporate/student/groups/${id}/assigned-tasks`,
    ),
    groupTask: route(
      '/corporate/student/groups/:id/assigned-tasks/:taskId',
      (id: Id, taskId: Id) => `/corporate/student/groups/${id}/assigned-tasks/${taskId}`,
    ),
    groupTest: route(
      '/corporate/student/groups/:id/assigned-tasks/test/:taskId',
      (id: Id, taskId: Id) => `/corporate/student/groups/${id}/assigned-tasks/test/${taskId}`,
    ),
    groupSummary: route(
      '/corporate/student/groups/:id/summary',
      (id: Id) => `/corporate/student/groups/${id}/summary`,
    ),
    individuals: fixed('/corporate/student/individuals'),
    individual: route(
      '/corporate/student/individuals/:id',
      (id: Id) => `/corporate/student/individuals/${id}`,
    ),
    individualSchedule: route(
      '/corporate/student/individuals/schedule/:id',
      (id: Id) => `/corporate/student/individuals/schedule/${id}`,
    ),
    individualLesson: route(
      '/corporate/student/individuals/schedule/:id/lesson/:lessonId',
      (id: Id, lessonId: Id) => `/corporate/student/individuals/schedule/${id}/lesson/${lessonId}`,
    ),
    clubs: fixed('/corporate/student/clubs'),
    clubsUpcoming: fixed('/corporate/student/clubs/upcoming'),
    clubsArchived: fixed('/corporate/student/clubs/archived'),
  },

  corporateManager: {
    students: fixed('/corporate-manager/students'),
    student: route(
      '/corporate-manager/students/:id/:tab?',
      (id: Id, tab: 'learning-activity' | 'placements-tests' | 'certificates' = 'learning-activity') =>
        `/corporate-manager/students/${id}/${tab}`,
    ),
    studentResult: route(
      '/corporate-manager/students/:id/results/:userTestVariantId/:section?',
      (id: Id, variant: Id, section: PretestResultSection = 'general') =>
        `/corporate-manager/students/${id}/results/${variant}/${section}`,
    ),
    studentPaidResults: route(
      '/corporate-manager/students/:id/paid-results',
      (id: Id) => `/corporate-manager/students/${id}/paid-results`,
    ),
    studentPaidResult: route(
      '/corporate-manager/students/:id/paid-results/:userTestVariantId/:section?',
      (id: Id, variant: Id, section: PaidResultSection = 'general') =>
        `/corporate-manager/students/${id}/paid-results/${variant}/${section}`,
    ),
    pretests: fixed('/corporate-manager/pretests'),
    paidPretests: fixed('/corporate-manager/pretests/paid'),
    pretestStudents: route(
      '/corporate-manager/pretests/students/:slug',
      (slug: string) => `/corporate-manager/pretests/students/${slug}`,
    ),
    groups: fixed('/corporate-manager/groups'),
    group: route(
      '/corporate-manager/groups/:id/:section?',
      (
        id: Id,
        section: 'students' | 'schedule' | 'assigned-tasks' | 'course-summary' | 'feedback' = 'students',
      ) => `/corporate-manager/groups/${id}/${section}`,
    ),
    groupLesson: route(
      '/corporate-manager/groups/:id/schedule/lesson/:lessonId',
      (id: Id, lessonId: Id) => `/corporate-manager/groups/${id}/schedule/lesson/${lessonId}`,
    ),
    groupTrialLesson: route(
      '/corporate-manager/groups/:id/schedule/trial-lesson/:lessonId',
      (id: Id, lessonId: Id) => `/corporate-manager/groups/${id}/schedule/trial-lesson/${lessonId}`,
    ),
    groupTask: route(
      '/corporate-manager/groups/:id/assigned-tasks/:kind/:taskId/:studentId?',
      (id: Id, kind: 'task' | 'test', taskId: Id, studentId?: Id) =>
        `/corporate-manager/groups/${id}/assigned-tasks/${kind}/${taskId}${studentId === undefined ? '' : `/${studentId}`}`,
    ),
    individuals: fixed('/corporate-manager/individuals'),
    individual: route(
      '/corporate-manager/individuals/:id',
      (id: Id) => `/corporate-manager/individuals/${id}`,
    ),
    individualSchedule: route(
      '/corporate-manager/individuals/schedule/:id',
      (id: Id) => `/corporate-manager/individuals/schedule/${id}`,
    ),
    individualLesson: route(
      '/corporate-manager/individuals/schedule/:id/lesson/:lessonId',
      (id: Id, lessonId: Id) => `/corporate-manager/individuals/schedule/${id}/lesson/${lessonId}`,
    ),
    statistics: fixed('/corporate-manager/statistics'),
  },

  corporateTeacher: {
    groups: fixed('/teacher-corporate/groups'),
    group: route('/teacher-corporate/groups/:id', (id: Id) => `/teacher-corporate/groups/${id}`),
    groupPage: route(
      '/teacher-corporate/groups/:id/*',
      (id: Id, rest: string) => `/teacher-corporate/groups/${id}/${rest}`,
    ),
    individuals: fixed('/teacher-corporate/individuals'),
    individual: route(
      '/teacher-corporate/individuals/general/:id',
      (id: Id) => `/teacher-corporate/individuals/general/${id}`,
    ),
    individualSchedule: route(
      '/teacher-corporate/individuals/schedule/:id',
      (id: Id) => `/teacher-corporate/individuals/schedule/${id}`,
    ),
    individualLesson: route(
      '/teacher-corporate/individuals/schedule/:id/lesson/:lessonId/:tab?',
      (id: Id, lessonId: Id, tab: 'lesson-summary' | 'notes' | 'substitution' = 'lesson-summary') =>
        `/teacher-corporate/individuals/schedule/${id}/lesson/${lessonId}/${tab}`,
    ),
    students: fixed('/teacher-corporate/students'),
    student: route('/teacher-corporate/students/:id', (id: Id) => `/teacher-corporate/students/${id}`),
    paidPretests: fixed('/teacher-corporate/pretests/paid'),
    paidPretest: route(
      '/teacher-corporate/pretests/paid/:id/*',
      (id: Id, rest: string = 'writing') => `/teacher-corporate/pretests/paid/${id}/${rest}`,
    ),
  },

  teacher: {
    calendar: fixed('/teacher/calendar'),
    clubs: fixed('/teacher/clubs'),
    clubsTab: route('/teacher/clubs/:tab', (tab: 'upcoming' | 'archived') => `/teacher/clubs/${tab}`),
    club: route(
      '/teacher/clubs/:id/:tab?',
      (id: Id, tab: 'summary' | 'notes' | 'zoom-info' = 'summary') => `/teacher/clubs/${id}/${tab}`,
    ),
    substitutions: fixed('/teacher/substitutions'),
    substitutionsOf: route(
      '/teacher/substitutions/:kind',
      (kind: 'individuals' | 'corporate-groups' | 'corporate-individuals') =>
        `/teacher/substitutions/${kind}`,
    ),
    groups: fixed('/teacher/groups'),
    group: route('/teacher/groups/:id', (id: Id) => `/teacher/groups/${id}`),
    groupPage: route('/teacher/groups/:id/*', (id: Id, rest: string) => `/teacher/groups/${id}/${rest}`),
    groupTest: route(
      '/teacher/groups/assigned-tasks/test/:id/:taskId',
      (id: Id, taskId: Id) => `/teacher/groups/assigned-tasks/test/${id}/${taskId}`,
    ),
    groupEditTest: route(
      '/teacher/groups/edit-test/:id/:taskId',
      (id: Id, taskId: Id) => `/teacher/groups/edit-test/${id}/${taskId}`,
    ),
    groupStudentTest: route(
      '/teacher/groups/student-test/:id/:taskId/:studentId',
      (id: Id, taskId: Id, studentId: Id) => `/teacher/groups/student-test/${id}/${taskId}/${studentId}`,
    ),
    individuals: fixed('/teacher/individuals'),
    individual: route(
      '/teacher/individuals/:id/*',
      (id: Id, rest = 'general') => `/teacher/individuals/${id}/${rest}`,
    ),
    substitutionIndividual: route(
      '/substitution-teacher/individuals/:id/*',
      (id: Id, rest = 'general') => `/substitution-teacher/individuals/${id}/${rest}`,
    ),
    students: fixed('/teacher/students'),
    student: route('/teacher/students/:id', (id: Id) => `/teacher/students/${id}`),
    statistics: fixed('/teacher/statistics'),
    handbook: fixed('/teacher/handbook'),
    dosGroupsFeedback: fixed('/teacher/dos/groups-feedback'),
    dosModuleFeedback: route(
      '/teacher/dos/modules-feedback/:id',
      (id: Id) => `/teacher/dos/modules-feedback/${id}`,
    ),
    dosFeedback: route(
      '/teacher/dos/:id/feedback/:feedbackId',
      (id: Id, feedbackId: Id) => `/teacher/dos/${id}/feedback/${feedbackId}`,
    ),
  },

  handbookCategory: route('/handbook/categories/:id', (id: Id) => `/handbook/categories/${id}`),

  tutor: {
    tktGroups: fixed('/tutor/tkt-groups'),
    tktGroup: route(
      '/tutor/tkt-groups/:id/*',
      (id: Id, rest = 'general') => `/tutor/tkt-groups/${id}/${rest}`,
    ),
    tktSubstitution: route(
      '/tutor/tkt-groups/substitutions/:id',
      (id: Id) => `/tutor/tkt-groups/substitutions/${id}`,
    ),
    tyltGroups: fixed('/tutor/tylt-groups'),
    tyltGroup: route(
      '/tutor/tylt-groups/:id/*',
      (id: Id, rest = 'general') => `/tutor/tylt-groups/${id}/${rest}`,
    ),
    tyltSubstitution: route(
      '/tutor/tylt-groups/substitutions/:id/*',
      (id: Id, rest = 'general') => `/tutor/tylt-groups/substitutions/${id}/${rest}`,
    ),
    trainees: fixed('/tutor/trainees'),
    substitutions: route(
      '/tutor/substitutions/:type?',
      (type: 'tkt' | 'tylt' = 'tkt') => `/tutor/substitutions/${type}`,
    ),
  },

  teacherTraining: {
    events: route('/teacherTraining/:kind', (kind: EventKind) => `/teacherTraining/${kind}`),
    event: route('/teacherTraining/:kind/:id', (kind: EventKind, id: Id) => `/teacherTraining/${kind}/${id}`),
    eventVideo: route(
      '/teacherTraining/:kind/video/:id',
      (kind: EventKind, id: Id) => `/teacherTraining/${kind}/video/${id}`,
    ),
    eventCertificate: route(
      '/teacherTraining/:kind/certificate/:id',
      (kind: EventKind, id: Id) => `/teacherTraining/${kind}/certificate/${id}`,
    ),
    webinars: fixed('/teacherTraining/webinars'),
    conferences: fixed('/teacherTraining/conferences'),
    workshops: fixed('/teacherTraining/workshops'),
    tktGroups: fixed('/teacherTraining/tkt-groups'),
    tktGroup: route(
      '/teacherTraining/tkt-groups/:id/*',
      (id: Id, rest = 'general') => `/teacherTraining/tkt-groups/${id}/${rest}`,
    ),
    tyltGroups: fixed('/teacherTraining/tylt-groups'),
    tyltGroup: route(
      '/teacherTraining/tylt-groups/:id/*',
      (id: Id, rest = 'general') => `/teacherTraining/tylt-groups/${id}/${rest}`,
    ),
  },

  videoCourses: fixed('/video-courses/list'),
  videoCoursesTab: route(
    '/video-courses/list/:tab',
    (tab: 'all-courses' | 'my-courses' | 'subscription') => `/video-courses/list/${tab}`,
  ),
  videoCourse: route(
    '/video-courses/:id/:tab?',
    (id: Id, tab: 'about' | 'content' | 'knowledge-bank' | 'certificate' = 'about') =>
      `/video-courses/${id}/${tab}`,
  ),
  videoCourseSurvey: route('/video-courses/:id/survey', (id: Id) => `/video-courses/${id}/survey`),
} as const;

/** The route names of seed 000 §2 (and each space's list pages) that the menu links to. */
export const menuRoutes: Record<string, string> = {
  profile: paths.profile.to(),
  'teacher-calendar': paths.teacher.calendar.to(),
  'teacher-clubs': paths.teacher.clubs.to(),
  'teacher-substitutions': paths.teacher.substitutions.to(),
  'teacher-statistics': paths.teacher.statistics.to(),
  'teacher-handbook': paths.teacher.handbook.to(),
  'video-courses-list': paths.videoCourses.to(),
  'profile-certificates': paths.profileCertificates.to(),
  'pretest-general': paths.pretests.to(),
  courses: paths.courses.to(),
  support: paths.support.to(),
  'partners-gifts-and-discounts': paths.partnersGiftsAndDiscounts.to(),
  'login-success': paths.loginSuccess.to(),
  'teacher-groups': paths.teacher.groups.to(),
  'teacher-individuals': paths.teacher.individuals.to(),
  'teacher-students': paths.teacher.students.to(),
  'teacher-dos-groups-feedback': paths.teacher.dosGroupsFeedback.to(),
  'corporate-teacher-groups': paths.corporateTeacher.groups.to(),
  'corporate-teacher-individuals': paths.corporateTeacher.individuals.to(),
  'corporate-teacher-paid-pretests': paths.corporateTeacher.paidPretests.to(),
  'corporate-teacher-students': paths.corporateTeacher.students.to(),
  'tutor-tkt-groups': paths.tutor.tktGroups.to(),
  'tutor-tylt-groups': paths.tutor.tyltGroups.to(),
  'tutor-substitutions': paths.tutor.substitutions.to(),
  'student-groups': paths.student.groups.to(),
  'student-individuals': paths.student.individuals.to(),
  'student-clubs': paths.student.clubs.to(),
  'parent-groups': paths.parent.groups.to(),
  'parent-individuals': paths.parent.individuals.to(),
  'parent-clubs': paths.parent.clubs.to(),
  'corporate-student-groups': paths.corporateStudent.groups.to(),
  'corporate-student-individuals': paths.corporateStudent.individuals.to(),
  'corporate-student-pretests': paths.corporateStudent.pretests.to(),
  'corporate-student-clubs': paths.corporateStudent.clubs.to(),
  'corporate-manager-students': paths.corporateManager.students.to(),
  'corporate-manager-pretests': paths.corporateManager.pretests.to(),
  'corporate-manager-groups': paths.corporateManager.groups.to(),
  'corporate-manager-individuals': paths.corporateManager.individuals.to(),
  'corporate-manager-statistics': paths.corporateManager.statistics.to(),
  'teacher-training-tkt-groups': paths.teacherTraining.tktGroups.to(),
  'teacher-training-tylt-groups': paths.teacherTraining.tyltGroups.to(),
  'teacher-training-webinars': paths.teacherTraining.webinars.to(),
  'teacher-training-workshops': paths.teacherTraining.workshops.to(),
  'teacher-training-conferences': paths.teacherTraining.conferences.to(),
};
