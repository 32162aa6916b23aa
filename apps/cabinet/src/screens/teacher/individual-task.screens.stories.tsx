import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualTask } from './addresses';

// One task of an individual course, opened from the assigned tasks: what was given, its files,
// deadline and publish state, and the student's work with its status; the student's name opens
// the work, the edit button the task's form.
const meta = {
  title: 'Teacher/Individual task',
  ...screenMeta({ account: 'teacher@demo.school', address: individualTask('view') }),
} satisfies Meta;

export default meta;

/** The course's task with the student's work handed in (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
