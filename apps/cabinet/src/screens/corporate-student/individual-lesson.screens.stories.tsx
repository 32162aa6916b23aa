import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualLesson } from './seeded-addresses';

// A lesson of an individual course, opened from its schedule: the time, the link to join and the materials.
const meta = {
  title: 'Corporate student/Individual lesson',
  ...screenMeta({ account: 'corp.student@demo.school', address: individualLesson }),
} satisfies Meta;

export default meta;

/** The first lesson to come of Andrii Bondar's first individual course as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };
