import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupEditTestAddress } from './school';

// A company group's test being edited, opened from the test's page: its title, description,
// settings and questions; saved, the test's page opens again.
const meta = {
  title: 'Corporate teacher/Group test edit',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupEditTestAddress }),
} satisfies Meta;

export default meta;

/** The form of the group's test as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
