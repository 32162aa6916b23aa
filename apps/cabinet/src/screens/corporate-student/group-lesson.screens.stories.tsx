import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupLesson } from './seeded-addresses';

// A lesson of a group, opened from its schedule: the time, the link to join, the materials and the tasks given at it.
const meta = {
  title: 'Corporate student/Group lesson',
  ...screenMeta({ account: 'corp.student@demo.school', address: groupLesson }),
} satisfies Meta;

export default meta;

/** The first lesson to come of Andrii Bondar's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school, shown as text (in Storybook only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
