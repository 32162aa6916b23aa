import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './addresses';

// An individual course's feedback tab: the course feedback the teacher writes about the student
// (language, progress, recommendation, the next courses, an extended comment), saved as a draft and
// sent to the manager.
const meta = {
  title: 'Teacher/Individual feedback',
  ...screenMeta({ account: 'teacher@demo.school', address: individualPage('feedback') }),
} satisfies Meta;

export default meta;

/** The course's feedback as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No feedback to write yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
