import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './addresses';

// An individual course's own page, opened from the individuals' card: its general tab, with the
// course's facts and weekly timetable, and the tabs of its other pages.
const meta = {
  title: 'Teacher/Individual course',
  ...screenMeta({ account: 'teacher@demo.school', address: individualPage('general') }),
} satisfies Meta;

export default meta;

/** The teacher's individual course in progress (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
