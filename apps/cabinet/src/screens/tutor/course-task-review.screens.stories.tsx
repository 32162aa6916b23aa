import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { courseTaskReview } from './tutor-addresses';

// A trainee's work on a course task, opened from the task's table: every round the trainee sent
// with the tutor's answers, and the review form that returns the work for edits or grades it.
const meta = {
  title: 'Tutor/Course task review',
  ...screenMeta({ account: 'tutor@demo.school', address: courseTaskReview }),
} satisfies Meta;

export default meta;

/** A work waiting for review as seeded: the trainee's text and the empty review form. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** Every text of the school run long in Ukrainian: the work's text wraps (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
