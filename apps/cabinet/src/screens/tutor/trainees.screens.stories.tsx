import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';

// All the tutor's trainees, opened from a group's trainees tab: each trainee with their e-mail and
// the TKT and TYLT groups they learn in, with a search.
const meta = {
  title: 'Tutor/Trainees',
  ...screenMeta({ account: 'tutor@demo.school', address: paths.tutor.trainees.to() }),
} satisfies Meta;

export default meta;

/** James Walker's trainees as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No trainees yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
