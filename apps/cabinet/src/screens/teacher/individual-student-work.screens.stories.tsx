import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualTask } from './addresses';

// The student's work on a task of an individual course, opened from the task's page: the work's
// status, the answer and files, the comments so far, and the review form, as for a group's work.
const meta = {
  title: 'Teacher/Individual student work',
  ...screenMeta({ account: 'teacher@demo.school', address: individualTask('viewStudent') }),
} satisfies Meta;

export default meta;

/** The student's work handed in, with the review form (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
