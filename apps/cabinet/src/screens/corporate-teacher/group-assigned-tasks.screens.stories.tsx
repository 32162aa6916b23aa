import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './school';

// A company group's assigned tasks, a tab of the group: the tasks and tests given to the group by
// module, with how many are handed in and checked; each opens its page.
const meta = {
  title: 'Corporate teacher/Group assigned tasks',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupPage('assignedTasks') }),
} satisfies Meta;

export default meta;

/** The group's tasks and tests as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No task given yet (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** On a phone (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
