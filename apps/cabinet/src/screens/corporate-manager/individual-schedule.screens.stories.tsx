import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './seeded-addresses';

// An individual course's schedule tab, read-only: its lessons held and to come.
const meta = {
  title: 'Corporate manager/Individual schedule',
  ...screenMeta({ account: 'hr@demo.school', address: individualPage('schedule') }),
} satisfies Meta;

export default meta;

/** The lessons of Demo Corp's first individual course as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };
