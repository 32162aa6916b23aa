import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupTaskAddress } from './school';

// A task given to a company group, opened from its assigned tasks: what was given, its files and
// deadline, and the table of the employees' works with their status; a name opens the work.
const meta = {
  title: 'Corporate teacher/Group task',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupTaskAddress }),
} satisfies Meta;

export default meta;

/** The group's task with a work handed in, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
