import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupTask } from './seeded-addresses';

// A task of a group, opened from its assigned tasks, read-only: the task and each student's work and its state.
const meta = {
  title: 'Corporate manager/Group task',
  ...screenMeta({ account: 'hr@demo.school', address: groupTask }),
} satisfies Meta;

export default meta;

/** The first written task of Demo Corp's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Every text of the school run long in Ukrainian (in Storybook only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
