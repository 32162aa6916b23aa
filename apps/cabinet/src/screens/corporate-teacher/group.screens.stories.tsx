import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './school';

// A company group's general page, opened from a group's card: the course's facts, its progress
// and the tabs of its pages. The teacher's first group is asked for once signed in.
const meta = {
  title: 'Corporate teacher/Group',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupPage('general') }),
} satisfies Meta;

export default meta;

/** The teacher's first company group as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** On a phone: the tabs scroll, the facts one under another (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** HTML and script in the group's and programme's names, shown as text (in Storybook only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
