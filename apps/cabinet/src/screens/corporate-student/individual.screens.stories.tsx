import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './seeded-addresses';

// An individual course, opened from a card on the individual lessons page: its teacher, schedule, link and progress.
const meta = {
  title: 'Corporate student/Individual',
  ...screenMeta({ account: 'corp.student@demo.school', address: individualPage('individual') }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's first individual course as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
