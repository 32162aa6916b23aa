import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { courseFeedbackAddress } from './school';

// One student's course feedback, opened from the course feedback: the feedback whole, its status
// and the teacher's comment to the director. The first one the director can open is asked for
// once signed in.
const meta = {
  title: 'Director of studies/Course feedback one',
  ...screenMeta({ account: 'dos@demo.school', address: courseFeedbackAddress }),
} satisfies Meta;

export default meta;

/** A course feedback as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Every free text of the feedback long, in Ukrainian, with long words (in Storybook only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};

/** On a phone (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
