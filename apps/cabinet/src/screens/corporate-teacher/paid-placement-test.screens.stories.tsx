import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { paidTestAddress } from './school';

// A paid placement test to check, opened from the paid placement tests: the test's facts, the text
// the employee wrote and the interview, each part with its feedback. The first test waiting for
// the teacher is asked for once signed in.
const meta = {
  title: 'Corporate teacher/Paid placement test',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: paidTestAddress() }),
} satisfies Meta;

export default meta;

/** The first test waiting for the teacher, as seeded: its writing handed in, no feedback yet. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** On a phone: the parts one under another (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The text handed in and every other free text long, in Ukrainian, with long words (in Storybook only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};

/** The interview's part: whether it was held, and its feedback (in Storybook only). */
export const Speaking: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'corp.teacher@demo.school', address: paidTestAddress('speaking') } },
};

/** A test checked: each part's feedback as sent (in Storybook only). */
export const Checked: ScreenStory = {
  tags: ['!test'],
  parameters: {
    screen: { account: 'corp.teacher@demo.school', address: paidTestAddress('writing', 'checked') },
  },
};

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
