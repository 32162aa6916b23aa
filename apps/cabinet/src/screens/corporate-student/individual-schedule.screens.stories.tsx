import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './seeded-addresses';

// An individual course's schedule tab: its lessons held and to come.
const meta = {
  title: 'Corporate student/Individual schedule',
  ...screenMeta({ account: 'corp.student@demo.school', address: individualPage('individualSchedule') }),
} satisfies Meta;

export default meta;

/** The lessons of Andrii Bondar's first individual course as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };
