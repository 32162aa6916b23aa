import { companyProgressHandlers } from './progress-company';
import { dosProgressHandlers } from './progress-dos';
import { learnerProgressHandlers } from './progress-learner';
import { teacherProgressHandlers } from './progress-teacher';

/** The charts' aggregates: a learner's, a teacher's, the director of studies' and a company's. */
export const progressHandlers = [
  ...learnerProgressHandlers,
  ...teacherProgressHandlers,
  ...dosProgressHandlers,
  ...companyProgressHandlers,
];
