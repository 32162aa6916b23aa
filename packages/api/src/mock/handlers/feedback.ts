import { courseFeedbackHandlers } from './feedback-course';
import { moduleFeedbackHandlers } from './feedback-module';
import { reviewFeedbackHandlers } from './feedback-review';

/** The stateful handlers of the `feedback` tag: module feedback, course feedback and the director's review. */
export const feedbackHandlers = [
  ...moduleFeedbackHandlers,
  ...reviewFeedbackHandlers,
  ...courseFeedbackHandlers,
];
