import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupTask } from './addresses';

// One task of a group, opened from the assigned tasks: what was given, its files and deadline,
// and the table of the students' works with their status; a student's name opens their work.
const meta = {
  title: 'Teacher/Group task',
  ...screenMeta({ account: 'teacher@demo.school', address: groupTask }),
} satisfies Meta;

export default meta;

/** GE-B1-01's task with a work waiting for review (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
