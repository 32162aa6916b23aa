import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { firstTrainee } from './tutor-addresses';

// A trainee's page, opened from the tutor's trainees: their contacts and the groups they learn in,
// each opening the group's page.
const meta = {
  title: 'Tutor/Trainee',
  ...screenMeta({ account: 'tutor@demo.school', address: firstTrainee }),
} satisfies Meta;

export default meta;

/** The first of the tutor's trainees as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
