import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './trainee-addresses';

// A TKT group's schedule tab: every lesson with its time (in the school's zone and, when it differs,
// the viewer's) and whether it is held; a lesson opens its page.
const meta = {
  title: 'Teacher training/Group schedule',
  ...screenMeta({ account: 'trainee@demo.school', address: groupPage('tkt', 'schedule') }),
} satisfies Meta;

export default meta;

/** The TKT group's lessons as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A group without lessons yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
