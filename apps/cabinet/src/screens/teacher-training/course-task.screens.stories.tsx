import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { courseTask } from './trainee-addresses';

// A course task, opened from its card: the tutor's description, deadline and files, the rounds the
// trainee has sent with the tutor's answers, and the answer form (a draft kept, then sent).
const meta = {
  title: 'Teacher training/Course task',
  ...screenMeta({ account: 'trainee@demo.school', address: courseTask('practice') }),
} satisfies Meta;

export default meta;

/** The teaching practice in progress: the draft in the answer form, not sent yet. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** An observation task sent and waiting for the tutor's review (in Storybook and Chromatic only). */
export const WaitingForReview: ScreenStory = {
  name: 'Waiting for review',
  tags: ['!test'],
  parameters: { screen: { account: 'trainee@demo.school', address: courseTask('observation_yl') } },
};

/** A task completed after a round of edits, with its grade (in Storybook and Chromatic only). */
export const Completed: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'trainee@demo.school', address: courseTask('observation_teens') } },
};

/** Every text of the school run long in Ukrainian (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
