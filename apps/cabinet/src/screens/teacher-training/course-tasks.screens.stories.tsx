import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './trainee-addresses';

// A TYLT group's course tasks tab: a card for each task the tutor has set, with its deadline and the
// trainee's own work's status and grade; a card opens the task.
const meta = {
  title: 'Teacher training/Course tasks',
  ...screenMeta({ account: 'trainee@demo.school', address: groupPage('tylt', 'courseTasks') }),
} satisfies Meta;

export default meta;

/** The five tasks of the TYLT group in progress, one of each state (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No task set yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
