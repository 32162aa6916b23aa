import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './school';

// A company group's module feedback, a tab of the group: for each module, every student's
// feedback with its status, each opened to write or read.
const meta = {
  title: 'Corporate teacher/Group feedback',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupPage('feedback') }),
} satisfies Meta;

export default meta;

/** The group's feedback as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No feedback to write yet (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
