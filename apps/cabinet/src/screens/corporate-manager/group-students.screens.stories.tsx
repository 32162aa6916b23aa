import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's students tab, read-only: the company's employees in the group with their contacts and attendance.
const meta = {
  title: 'Corporate manager/Group students',
  ...screenMeta({ account: 'hr@demo.school', address: groupPage('students') }),
} satisfies Meta;

export default meta;

/** The students of Demo Corp's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A group without students (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
