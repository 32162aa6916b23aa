import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './school';

// An employee's individual course, opened from the individual lessons: the course's facts and
// progress and its tabs. The teacher's first individual course is asked for once signed in.
const meta = {
  title: 'Corporate teacher/Individual',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: individualPage('general') }),
} satisfies Meta;

export default meta;

/** The teacher's first individual course as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** On a phone (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
