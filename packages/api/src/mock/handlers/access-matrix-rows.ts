import { Space } from '../../generated/model';

/**
 * Who may make each call of the contract that needs a token: the access rules as data, one row
 * per operation. A row names the spaces the school lets make the call on some record of theirs;
 * a user holding none of them is refused, 403 or (a record outside their reach) 404.
 */

/** A call any signed-in user may make, with the reason. */
export type AnySignedIn = { anySignedIn: string };
export type AccessRow = readonly Space[] | AnySignedIn;

const ALL = Object.values(Space);
const except = (...left: Space[]): Space[] => ALL.filter((space) => !left.includes(space));
const own = (reason: string): AnySignedIn => ({ anySignedIn: reason });

/** Course records: learners, parents, the company's manager, teachers, tutors and trainees. */
const COURSE_READERS = except('pretest', 'no_space');
/** Changes only the course's own teacher makes (a tutor teaches the teacher-training groups). */
const COURSE_TEACHER: Space[] = ['teacher', 'corporate_teacher', 'tutor'];
/** What the course's teacher reads, as do a substitute and the company's manager. */
const COURSE_STAFF: Space[] = [...COURSE_TEACHER, 'corporate_hr'];
/** A learner's own work: a student of the school or a company, or a trainee of a training group. */
const LEARNER: Space[] = ['student', 'corporate_student', 'student_teacher_training'];
/** Feedback is written by the course's teacher, never a tutor. */
const FEEDBACK_WRITER: Space[] = ['teacher', 'corporate_teacher'];
const CLUB_READERS: Space[] = [
  'student',
  'responsible_person',
  'corporate_student',
  'teacher',
  'corporate_teacher',
];
const CLUB_STUDENT: Space[] = ['student', 'corporate_student'];
const CLUB_LEAD: Space[] = ['teacher', 'corporate_teacher'];
const TEACHING: Space[] = ['teacher', 'tutor', 'corporate_teacher'];
/** The director of studies (the school also gives them `teacher`, which alone is refused). */
const DOS: Space[] = ['dos'];
const MANAGER: Space[] = ['corporate_hr'];
const TRAINEE: Space[] = ['student_teacher_training'];
const TUTOR: Space[] = ['tutor'];
/** Placement tests are taken by anyone but teachers. */
const TAKER = except('teacher', 'dos');
/** Video courses and subscriptions: no space, or a learner's, a parent's, a company's, a trainee's. */
const VIDEO: Space[] = [
  'student',
  'responsible_person',
  'corporate_student',
  'corporate_hr',
  'student_teacher_training',
  'no_space',
];
/** Orders are bought online by learners (clubs), trainees (events) and video-course viewers. */
const BUYER = VIDEO;

export const ACCESS_ROWS: Record<string, AccessRow> = {
  // account
  getCurrentUser: own('everyone reads their own account'),
  logout: own('everyone ends their own session'),
  refreshToken: own('everyone renews their own session'),
  requestCallback: own('everyone may ask the school to call back'),
  updateUserData: own('everyone edits their own account'),
  changePassword: own('everyone changes their own password'),
  updateStudentNameEn: own('everyone sets the English spelling of their own name'),
  uploadFiles: own('files are attached to lessons, tasks and answers by every kind of user'),
  listCalendarFeeds: own('everyone has a private calendar feed (a parent one per child too)'),
  rotateCalendarFeed: own('everyone replaces their own feed address'),
  listPartnerOffers: except('no_space'),

  // courses, lessons, feed
  listCourses: COURSE_READERS,
  getCourse: COURSE_READERS,
  getCourseSummary: COURSE_READERS,
  listCourseStudents: COURSE_STAFF,
  listFeedPosts: COURSE_READERS,
  createFeedPost: COURSE_TEACHER,
  listLessons: COURSE_READERS,
  getLesson: COURSE_READERS,
  updateLesson: COURSE_TEACHER,
  setLessonAttendance: COURSE_TEACHER,
  completeLesson: COURSE_TEACHER,
  publishLesson: COURSE_TEACHER,
  markLateCancel: DOS,
  listLateCancellations: DOS,
  listCatchUps: COURSE_READERS,
  completeCatchUp: COURSE_TEACHER,

  // assignments
  listAssignments: COURSE_READERS,
  createAssignment: COURSE_TEACHER,
  getAssignment: COURSE_READERS,
  updateAssignment: COURSE_TEACHER,
  publishAssignment: COURSE_TEACHER,
  appointTest: COURSE_TEACHER,
  addRetake: COURSE_TEACHER,
  listAssignmentWork: COURSE_STAFF,
  getWork: COURSE_READERS,
  openWork: LEARNER,
  saveWorkDraft: LEARNER,
  submitWork: LEARNER,
  startTest: LEARNER,
  finishTest: LEARNER,
  saveTestAnswer: LEARNER,
  reviewWork: COURSE_TEACHER,

  // feedback
  listModuleFeedback: COURSE_READERS,
  getFeedback: COURSE_READERS,
  saveFeedback: FEEDBACK_WRITER,
  copyFeedback: FEEDBACK_WRITER,
  sendFeedbackForReview: FEEDBACK_WRITER,
  listCourseFeedback: COURSE_READERS,
  getCourseFeedback: COURSE_READERS,
  saveCourseFeedback: FEEDBACK_WRITER,
  sendCourseFeedback: FEEDBACK_WRITER,
  reviewFeedback: DOS,
  listFeedbackGroups: DOS,
  listDosModuleFeedback: DOS,
  listDosCourseFeedback: DOS,

  // clubs and orders
  listClubs: CLUB_READERS,
  getClub: CLUB_READERS,
  bookClub: CLUB_STUDENT,
  cancelClubBooking: CLUB_STUDENT,
  requestClubCancellation: CLUB_STUDENT,
  listClubParticipants: CLUB_LEAD,
  setClubAttendance: CLUB_LEAD,
  updateClubNotes: CLUB_LEAD,
  listClubCancellationRequests: DOS,
  decideClubCancellationRequest: DOS,
  getOrder: BUYER,
  payOrder: BUYER,

  // certificates
  // A company's manager sees its employees' certificates (the company's courses).
  listCertificates: [
    'student',
    'responsible_person',
    'corporate_student',
    'corporate_hr',
    'teacher',
    'corporate_teacher',
  ],
  listHeldCertificates: own('everyone lists the certificates they hold; none is an empty list'),
  updateCertificate: ['teacher', 'corporate_teacher'],
  downloadCertificate: [
    'student',
    'responsible_person',
    'corporate_student',
    'corporate_hr',
    'teacher',
    'corporate_teacher',
  ],
  generateCertificates: COURSE_TEACHER,

  // teaching
  listTeacherStudents: TEACHING,
  getTeacherStudent: TEACHING,
  listCalendarEvents: TEACHING,
  listSubstitutions: TEACHING,
  requestSubstitution: TEACHING,
  acceptSubstitution: TEACHING,
  declineSubstitution: TEACHING,
  cancelSubstitution: TEACHING,
  getStatisticsSummary: TEACHING,
  listStatisticsRecords: TEACHING,
  createStatisticsRecord: TEACHING,
  updateStatisticsRecord: TEACHING,
  sendStatisticsForReview: TEACHING,
  verifyStatisticsRecord: DOS,
  returnStatisticsRecord: DOS,
  listDosStatisticsRecords: DOS,

  // charts (progress): a learner's own or a parent's child, a teacher's own, the director's, a company's
  getLearnerProgress: ['student', 'responsible_person'],
  getTeacherProgress: ['teacher', 'corporate_teacher'],
  getDosProgress: DOS,
  getCompanyProgress: MANAGER,
  listHandbookCategories: TEACHING,
  getHandbookCategory: TEACHING,
  listHandbookCards: TEACHING,
  markHandbookVisited: TEACHING,

  // placement tests
  listPretests: TAKER,
  getPretest: TAKER,
  startPretest: TAKER,
  getPretestAttempt: TAKER,
  getPretestSheet: TAKER,
  startPretestPart: TAKER,
  submitPretestPart: TAKER,
  savePretestAnswer: TAKER,
  savePretestWriting: TAKER,
  choosePretestTopic: TAKER,
  pausePretest: TAKER,
  resumePretest: TAKER,
  // an entry test's speaking interview is held by a school teacher (a director of studies is one)
  listPretestInterviews: ['teacher'],
  getPretestInterview: ['teacher'],
  recordPretestInterview: ['teacher'],

  // paid placement tests and the company
  listPaidPretests: ['corporate_student'],
  getPaidPretest: ['corporate_student', 'corporate_hr', 'corporate_teacher'],
  listPaidPretestChecks: ['corporate_teacher'],
  setPaidPretestSpeaking: ['corporate_teacher'],
  createPaidPretestFeedback: ['corporate_teacher'],
  savePaidPretestFeedback: ['corporate_teacher'],
  listCompanyEmployees: MANAGER,
  addCompanyEmployee: MANAGER,
  getCompanyEmployee: MANAGER,
  deactivateCompanyEmployee: MANAGER,
  restoreCompanyEmployee: MANAGER,
  importCompanyEmployees: MANAGER,
  bulkCompanyEmployees: MANAGER,
  undoCompanyEmployeesBulk: MANAGER,
  getCompanyPayments: MANAGER,
  listCompanyColleagues: MANAGER,
  getCompanyPretests: MANAGER,
  listCompanyPaidPretests: MANAGER,
  assignPaidPretests: MANAGER,
  listCompanyPretestAttempts: MANAGER,
  getCompanyPretestAttempt: MANAGER,

  // teacher training
  listEvents: TRAINEE,
  getEvent: TRAINEE,
  registerForEvent: TRAINEE,
  getEventVideo: TRAINEE,
  getEventTest: TRAINEE,
  submitEventTest: TRAINEE,
  downloadEventCertificate: TRAINEE,
  listCourseTasks: ['tutor', 'student_teacher_training'],
  getCourseTask: ['tutor', 'student_teacher_training'],
  createCourseTask: TUTOR,
  updateCourseTask: TUTOR,
  listCourseTaskWorks: TUTOR,
  getCourseTaskWork: ['tutor', 'student_teacher_training'],
  saveCourseTaskDraft: TRAINEE,
  sendCourseTaskWork: TRAINEE,
  reviewCourseTaskWork: TUTOR,
  listTraineeCertificates: ['tutor', 'student_teacher_training'],
  issueTraineeCertificate: TUTOR,
  downloadTraineeCertificate: ['tutor', 'student_teacher_training'],

  // video courses and subscriptions
  listVideoCourses: VIDEO,
  getVideoCourse: VIDEO,
  getVideoCourseVideo: VIDEO,
  saveVideoPosition: VIDEO,
  answerVideoTask: VIDEO,
  sendVideoCourseSurvey: VIDEO,
  downloadVideoCourseCertificate: VIDEO,
  listSubscriptionPlans: VIDEO,
  listSubscriptions: VIDEO,
  quoteSubscription: VIDEO,
  createSubscription: VIDEO,
  cancelSubscriptionRenewal: VIDEO,

  // notifications
  listNotifications: own('everyone reads their own notifications'),
  getNotificationUnreadCount: own('everyone reads their own unread count'),
  readNotification: own('everyone marks their own notifications read'),
  readAllNotifications: own('everyone marks their own notifications read'),
  getNotificationPreferences: own('everyone reads their own notification preferences'),
  updateNotificationPreferences: own('everyone sets their own notification preferences'),
};
