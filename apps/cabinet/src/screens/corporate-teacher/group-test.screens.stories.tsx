import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { groupTestAddress } from './school';

// A test given to a company group, opened from its assigned tasks: the test's facts and each
// student's result. The group's first test is asked for once signed in.
const meta = {
  title: 'Corporate teacher/Group test',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupTestAddress }),
} satisfies Meta;

export default meta;

/** The group's first test as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** On a phone (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
