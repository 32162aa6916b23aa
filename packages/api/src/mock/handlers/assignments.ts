import { testAnswerHandlers } from './assignments-answers';
import { assignmentReadHandlers } from './assignments-read';
import { assignmentTestHandlers } from './assignments-tests';
import { workHandlers } from './assignments-work';
import { assignmentWriteHandlers } from './assignments-write';
import { courseSummaryHandlers } from './course-summary';

/**
 * The stateful handlers of the `assignments` tag (tasks, tests and students' works), and the
 * course summary of the `courses` tag, which is built from their results.
 */
export const assignmentsHandlers = [
  ...assignmentReadHandlers,
  ...assignmentWriteHandlers,
  ...assignmentTestHandlers,
  ...testAnswerHandlers,
  ...workHandlers,
  ...courseSummaryHandlers,
];
