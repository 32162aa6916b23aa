import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's feedback tab, read-only: the teacher's feedback on the group's students, module by module.
const meta = {
  title: 'Corporate manager/Group feedback',
  ...screenMeta({ account: 'hr@demo.school', address: groupPage('feedback') }),
} satisfies Meta;

export default meta;

/** The feedback of Demo Corp's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No feedback given yet (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
