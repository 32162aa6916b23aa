import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's assigned tasks tab, read-only: the tasks and tests the teacher gave, with how many students did them.
const meta = {
  title: 'Corporate manager/Group assigned tasks',
  ...screenMeta({ account: 'hr@demo.school', address: groupPage('assignedTasks') }),
} satisfies Meta;

export default meta;

/** The tasks of Demo Corp's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A group without tasks yet (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
