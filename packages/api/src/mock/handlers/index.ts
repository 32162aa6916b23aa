import { accountHandlers } from './account';
import { liveHandlers } from '../live';
import { scenarioHandler } from '../scenarios/handler';
import { contractQueryHandler } from './contract-query';
import { devHandlers } from './dev';
import { partnersHandlers } from './partners';
import { catalogueHandlers } from './catalogue';
import { coursesHandlers } from './courses';
import { lessonsHandlers } from './lessons';
import { assignmentsHandlers } from './assignments';
import { feedbackHandlers } from './feedback';
import { clubsHandlers } from './clubs';
import { clubAttendanceHandlers } from './club-attendance';
import { clubNotesHandlers } from './club-notes';
import { clubCancellationHandlers } from './club-cancellations';
import { teacherStudentsHandlers } from './teacher-students';
import { ordersHandlers } from './orders';
import { paymentProviderHandlers, providerNotificationsHandler } from './payment-provider';
import { catchupsHandlers } from './catchups';
import { certificatesHandlers } from './certificates';
import { filesHandlers } from './files';
import { calendarHandlers } from './calendar';
import { calendarFeedHandlers } from './calendar-feed';
import { substitutionsHandlers } from './substitutions';
import { statisticsHandlers } from './statistics';
import { progressHandlers } from './progress';
import { handbookHandlers } from './handbook';
import { companyHandlers } from './company';
import { companyBulkHandlers } from './company-bulk';
import { companyPaymentsHandlers } from './company-payments';
import { paidPretestsHandlers } from './paid-pretests';
import { pretestInterviewsHandlers } from './pretest-interviews';
import { pretestsHandlers } from './pretests';
import { eventsHandlers } from './events';
import { courseTasksHandlers } from './course-tasks';
import { videoCoursesHandlers } from './video-courses';
import { subscriptionsHandlers } from './subscriptions';
import { notificationsHandlers } from './notifications';

/**
 * Every stateful handler of the mock school, and its developer tools. The scenario handler comes
 * first: it delays or fails a call before the call's own handler answers; then the contract's
 * check of the call's query, and the payment provider's notifications the school takes first.
 */
export const handlers = [
  scenarioHandler,
  contractQueryHandler,
  providerNotificationsHandler,
  ...accountHandlers,
  ...partnersHandlers,
  ...catalogueHandlers,
  ...coursesHandlers,
  ...lessonsHandlers,
  ...assignmentsHandlers,
  ...feedbackHandlers,
  ...clubsHandlers,
  ...clubAttendanceHandlers,
  ...clubNotesHandlers,
  ...clubCancellationHandlers,
  ...teacherStudentsHandlers,
  ...ordersHandlers,
  ...catchupsHandlers,
  ...certificatesHandlers,
  ...filesHandlers,
  ...calendarHandlers,
  ...calendarFeedHandlers,
  ...substitutionsHandlers,
  ...statisticsHandlers,
  ...progressHandlers,
  ...handbookHandlers,
  ...pretestsHandlers,
  ...pretestInterviewsHandlers,
  ...paidPretestsHandlers,
  ...companyHandlers,
  ...companyBulkHandlers,
  ...companyPaymentsHandlers,
  ...eventsHandlers,
  ...courseTasksHandlers,
  ...videoCoursesHandlers,
  ...subscriptionsHandlers,
  ...notificationsHandlers,
  ...liveHandlers,
  ...paymentProviderHandlers,
  ...devHandlers,
];
export { MOCK_DEV_PATHS } from './dev';
export { PROVIDER_INBOX_KEY } from './payment-provider-inbox';
