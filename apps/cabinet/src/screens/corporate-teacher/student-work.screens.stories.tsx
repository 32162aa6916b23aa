import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupTaskStudentAddress } from './school';

// An employee's work on a company group's task, opened from the task's table: the work's status,
// the answer and files, the comments so far, and the review form.
const meta = {
  title: 'Corporate teacher/Student work',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupTaskStudentAddress }),
} satisfies Meta;

export default meta;

/** A work handed in, with the review form (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
