import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { tktGroupPage } from './tutor-addresses';

// A TKT group's trainees tab: each trainee of the group with their attendance and progress, and a
// link to all the tutor's trainees.
const meta = {
  title: 'Tutor/Group trainees',
  ...screenMeta({ account: 'tutor@demo.school', address: tktGroupPage('trainees') }),
} satisfies Meta;

export default meta;

/** The TKT group's trainees as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A group without trainees yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
