import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { courseTaskTable } from './tutor-addresses';

// A course task's table, opened from its card: every trainee of the TYLT group with their work's
// status, grade, rounds and when they last sent it; a trainee's name opens their work to review.
const meta = {
  title: 'Tutor/Course task table',
  ...screenMeta({ account: 'tutor@demo.school', address: courseTaskTable }),
} satisfies Meta;

export default meta;

/** The works on the observation of a young learners lesson as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No trainee has a work yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in every text of the school, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
