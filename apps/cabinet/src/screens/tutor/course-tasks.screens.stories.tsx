import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { tyltGroupPage } from './tutor-addresses';

// A TYLT group's course tasks tab: a card for each kind of task (the online university, two
// observations, the final test, the teaching practice), with how many works wait for review, and a
// button to set a kind not set yet or edit one set; below them, the trainees' certificates to issue.
const meta = {
  title: 'Tutor/Course tasks',
  ...screenMeta({ account: 'tutor@demo.school', address: tyltGroupPage('courseTasks') }),
} satisfies Meta;

export default meta;

/** The five tasks of the TYLT group in progress as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No task set yet: a button to set each kind (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
