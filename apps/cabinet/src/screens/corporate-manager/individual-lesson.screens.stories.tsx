import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualLesson } from './seeded-addresses';

// A lesson of an individual course, opened from its schedule, read-only: the lesson's facts and materials.
const meta = {
  title: 'Corporate manager/Individual lesson',
  ...screenMeta({ account: 'hr@demo.school', address: individualLesson }),
} satisfies Meta;

export default meta;

/** The first lesson to come of Demo Corp's first individual course as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };
