import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's course summary tab, read-only: each student's attendance, tasks and test results by module.
const meta = {
  title: 'Corporate manager/Group summary',
  ...screenMeta({ account: 'hr@demo.school', address: groupPage('summary') }),
} satisfies Meta;

export default meta;

/** The summary of Demo Corp's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };
