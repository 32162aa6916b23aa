import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualTask } from './addresses';

// A task of an individual course being edited, opened from the task's page: the same fields as a
// new task's, filled in; saved, the task's page opens again.
const meta = {
  title: 'Teacher/Individual task edit',
  ...screenMeta({ account: 'teacher@demo.school', address: individualTask('edit') }),
} satisfies Meta;

export default meta;

/** The form of the course's task with a work handed in (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
