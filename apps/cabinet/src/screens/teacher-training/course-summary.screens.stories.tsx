import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './trainee-addresses';

// A TKT group's course summary tab: the trainee's attendance and results over the whole course.
const meta = {
  title: 'Teacher training/Course summary',
  ...screenMeta({ account: 'trainee@demo.school', address: groupPage('tkt', 'summary') }),
} satisfies Meta;

export default meta;

/** Mariia Tkachenko's summary of her TKT group as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
