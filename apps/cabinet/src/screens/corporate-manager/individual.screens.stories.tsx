import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './seeded-addresses';

// An employee's individual course, opened from a card on the individual lessons page, read-only: its facts and progress.
const meta = {
  title: 'Corporate manager/Individual',
  ...screenMeta({ account: 'hr@demo.school', address: individualPage('general') }),
} satisfies Meta;

export default meta;

/** Demo Corp's first individual course as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
