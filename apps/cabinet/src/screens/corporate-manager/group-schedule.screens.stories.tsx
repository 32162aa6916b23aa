import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's schedule tab, read-only: its lessons held and to come, each opening the lesson's page.
const meta = {
  title: 'Corporate manager/Group schedule',
  ...screenMeta({ account: 'hr@demo.school', address: groupPage('schedule') }),
} satisfies Meta;

export default meta;

/** The lessons of Demo Corp's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
