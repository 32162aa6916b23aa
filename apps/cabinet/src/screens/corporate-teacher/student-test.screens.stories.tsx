import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupStudentTestAddress } from './school';

// An employee's work on a company group's test, opened from the test's table: the work's status
// and score, the answers, the comments so far, and the review form.
const meta = {
  title: 'Corporate teacher/Student test',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupStudentTestAddress }),
} satisfies Meta;

export default meta;

/** A work on the group's test handed in (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
