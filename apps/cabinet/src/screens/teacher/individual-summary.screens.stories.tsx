import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './addresses';

// An individual course's summary, its last tab: the course's progress and the student's card
// (attendance, tasks, each module's tests, the final test), then the course's certificate.
const meta = {
  title: 'Teacher/Individual course summary',
  ...screenMeta({ account: 'teacher@demo.school', address: individualPage('summary') }),
} satisfies Meta;

export default meta;

/** The course's summary as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
