import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupFeedbackPreviewAddress } from './school';

// An employee's module feedback as it will be read, opened from its form's preview button: the
// topics, marks and comments laid out as the employee and the company read them, with a link back.
const meta = {
  title: 'Corporate teacher/Group feedback preview',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupFeedbackPreviewAddress }),
} satisfies Meta;

export default meta;

/** A feedback being written, as it will be read (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
