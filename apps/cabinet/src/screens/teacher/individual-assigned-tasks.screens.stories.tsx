import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './addresses';

// An individual course's assigned tasks by module: each task and test with its work's status, and
// in each module the buttons that open the form for a new task or test.
const meta = {
  title: 'Teacher/Individual assigned tasks',
  ...screenMeta({ account: 'teacher@demo.school', address: individualPage('assignedTasks') }),
} satisfies Meta;

export default meta;

/** The course's tasks as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Nothing given yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
