import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupLesson } from './seeded-addresses';

// A lesson of a group, opened from its schedule, read-only: the lesson's facts, attendance and materials.
const meta = {
  title: 'Corporate manager/Group lesson',
  ...screenMeta({ account: 'hr@demo.school', address: groupLesson }),
} satisfies Meta;

export default meta;

/** The first lesson to come of Demo Corp's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school, shown as text (in Storybook only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
