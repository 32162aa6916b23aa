import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { groupFeedbackFormAddress } from './school';

// The form of one student's module feedback, opened from the group's feedback: the topics covered,
// the marks and comments the teacher writes, kept as a draft, then sent. A feedback still being
// written is asked for once signed in.
const meta = {
  title: 'Corporate teacher/Group feedback form',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupFeedbackFormAddress }),
} satisfies Meta;

export default meta;

/** A student's feedback being written, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** On a phone: the fields one under another (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
