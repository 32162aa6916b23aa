import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupTest } from './addresses';

// One test of a group, opened from the assigned tasks: its facts (type, where it is taken, the
// score, the deadline), its questions, and the table of the students' works with each one's status
// and score; a student's name opens their work, the edit button the test's form.
const meta = {
  title: 'Teacher/Group test',
  ...screenMeta({ account: 'teacher@demo.school', address: groupTest }),
} satisfies Meta;

export default meta;

/** GE-B1-01's test taken on the platform, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
