import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupStudentTest } from './addresses';

// A student's work on a group's test, opened from the test's table: the work's status and score,
// the student's answers, the comments so far, and the review form.
const meta = {
  title: 'Teacher/Student test',
  ...screenMeta({ account: 'teacher@demo.school', address: groupStudentTest }),
} satisfies Meta;

export default meta;

/** A work on a GE-B1-01 test handed in (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
