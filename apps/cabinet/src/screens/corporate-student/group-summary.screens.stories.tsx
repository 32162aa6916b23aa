import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's summary tab: the employee's attendance, tasks and test results by module.
const meta = {
  title: 'Corporate student/Group summary',
  ...screenMeta({ account: 'corp.student@demo.school', address: groupPage('groupSummary') }),
} satisfies Meta;

export default meta;

/** The summary of Andrii Bondar's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };
