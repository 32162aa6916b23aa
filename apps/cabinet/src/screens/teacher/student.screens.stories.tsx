import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { firstStudent } from './addresses';

// A student's page, opened from the students: their contacts and the courses they take with the
// teacher, each linking to the course's pages.
const meta = {
  title: 'Teacher/Student',
  ...screenMeta({ account: 'teacher@demo.school', address: firstStudent }),
} satisfies Meta;

export default meta;

/** The first of the teacher's students as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
