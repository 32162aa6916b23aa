/**
 * Every route of seed 000 §2, as a path pattern and a builder of its address. Pages and links
 * use these, never string literals; route trees mount the `path` patterns.
 */
type Id = string | number;

const route = <A extends unknown[]>(path: string, to: (...args: A) => string) => ({ path, to });
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
    individual: route('/student/individuals/:id', (id: Id) => `/student/individuals/${id}`),
  },

  parent: {
    groups: fixed('/parent/groups'),
    group: route(
      '/parent/groups/:id/:studentId',
      (id: Id, studentId: Id) => `/parent/groups/${id}/${studentId}`,
    ),
    individuals: fixed('/parent/individuals'),
    individual: route('/parent/individuals/:id', (id: Id) => `/parent/individuals/${id}`),
    clubs: fixed('/parent/clubs'),
  },

  corporateStudent: {
    pretests: fixed('/corporate/pretests'),
    groups: fixed('/corporate/student/groups'),
    individuals: fixed('/corporate/student/individuals'),
    clubs: fixed('/corporate/student/clubs'),
  },

  corporateManager: {
    students: fixed('/corporate-manager/students'),
    pretests: fixed('/corporate-manager/pretests'),
    groups: fixed('/corporate-manager/groups'),
    individuals: fixed('/corporate-manager/individuals'),
    statistics: fixed('/corporate-manager/statistics'),
  },

  corporateTeacher: {
    groups: fixed('/teacher-corporate/groups'),
    individuals: fixed('/teacher-corporate/individuals'),
    students: fixed('/teacher-corporate/students'),
    paidPretests: fixed('/teacher-corporate/pretests/paid'),
  },

  teacher: {
    calendar: fixed('/teacher/calendar'),
    clubs: fixed('/teacher/clubs'),
    substitutions: fixed('/teacher/substitutions'),
    groups: fixed('/teacher/groups'),
    individuals: fixed('/teacher/individuals'),
    students: fixed('/teacher/students'),
    statistics: fixed('/teacher/statistics'),
    handbook: fixed('/teacher/handbook'),
    dosGroupsFeedback: fixed('/teacher/dos/groups-feedback'),
  },

  handbookCategory: route('/handbook/categories/:id', (id: Id) => `/handbook/categories/${id}`),

  tutor: {
    tktGroups: fixed('/tutor/tkt-groups'),
    tyltGroups: fixed('/tutor/tylt-groups'),
    trainees: fixed('/tutor/trainees'),
    substitutions: route(
      '/tutor/substitutions/:type?',
      (type: 'tkt' | 'tylt' = 'tkt') => `/tutor/substitutions/${type}`,
    ),
  },

  teacherTraining: {
    webinars: fixed('/teacherTraining/webinars'),
    conferences: fixed('/teacherTraining/conferences'),
    workshops: fixed('/teacherTraining/workshops'),
    tktGroups: fixed('/teacherTraining/tkt-groups'),
    tyltGroups: fixed('/teacherTraining/tylt-groups'),
  },

  videoCourses: fixed('/video-courses/list'),
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
