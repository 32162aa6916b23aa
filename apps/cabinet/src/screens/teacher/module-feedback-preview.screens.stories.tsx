import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupFeedbackPreview } from './addresses';

// A student's module feedback as it will be read, opened from its form's preview button: the
// marks and comments laid out as the student and their parents see them, with a link back to edit.
const meta = {
  title: 'Teacher/Module feedback preview',
  ...screenMeta({ account: 'teacher@demo.school', address: groupFeedbackPreview }),
} satisfies Meta;

export default meta;

/** A GE-B1-01 feedback being written, as it will be read (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Every free text long, in Ukrainian (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = { tags: ['!test'], parameters: schoolStates.longTexts };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
