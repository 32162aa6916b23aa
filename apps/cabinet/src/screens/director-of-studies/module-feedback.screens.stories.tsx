import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta, whileLoading } from '../screen-story';
import { moduleFeedbackAddress } from './school';

// One module's feedback, opened from the groups' feedback: every student of the group with the
// status of their feedback, each opening it to review. The first module with feedback waiting for
// review is asked for once signed in.
const meta = {
  title: 'Director of studies/Module feedback',
  ...screenMeta({ account: 'dos@demo.school', address: moduleFeedbackAddress }),
} satisfies Meta;

export default meta;

/** The module's feedback as seeded: some sent, some waiting for review, some still being written. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** HTML and script in the group's, module's and students' names, shown as text (in Storybook only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** The school answers slowly: the page while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
