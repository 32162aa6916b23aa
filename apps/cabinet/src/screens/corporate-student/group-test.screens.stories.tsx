import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupTest } from './seeded-addresses';

// A test of a group, opened from its assigned tasks: its rules and the way to begin it, or its result once taken.
const meta = {
  title: 'Corporate student/Group test',
  ...screenMeta({ account: 'corp.student@demo.school', address: groupTest }),
} satisfies Meta;

export default meta;

/** A test of Andrii Bondar's first group still to take, as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };
