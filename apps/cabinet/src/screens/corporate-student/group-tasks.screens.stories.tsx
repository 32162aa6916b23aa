import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's assigned tasks tab: the tasks and tests given, with the employee's work on each and its deadline.
const meta = {
  title: 'Corporate student/Group tasks',
  ...screenMeta({ account: 'corp.student@demo.school', address: groupPage('groupTasks') }),
} satisfies Meta;

export default meta;

/** The tasks of Andrii Bondar's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No tasks given yet (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
