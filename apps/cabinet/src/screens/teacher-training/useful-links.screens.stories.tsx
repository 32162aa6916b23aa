import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './trainee-addresses';

// A TKT group's useful links tab: the materials and sites the tutor gives the group.
const meta = {
  title: 'Teacher training/Useful links',
  ...screenMeta({ account: 'trainee@demo.school', address: groupPage('tkt', 'usefulLinks') }),
} satisfies Meta;

export default meta;

/** The TKT group's links as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
