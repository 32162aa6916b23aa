import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './school';

// An individual course's schedule, a tab of the course: its lessons, held and to come, each
// opening the lesson's page.
const meta = {
  title: 'Corporate teacher/Individual schedule',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: individualPage('schedule') }),
} satisfies Meta;

export default meta;

/** The course's lessons as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** On a phone (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
