import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { partStartAddress } from './attempt';

// A part's start page, where an intro's Begin leads: the part's time and questions, what it
// checks, the one pause the test allows, and Start, which starts the part's time on the school's
// clock. Seen on the teenagers' test just begun.
const meta = {
  title: 'Placement test/Part start',
  ...screenMeta({ account: 'pretest@demo.school', address: () => partStartAddress('grammar') }),
} satisfies Meta;

export default meta;

/** Grammar and vocabulary, the first part, before it starts (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Writing's start page: the number of words asked for (in Storybook and Chromatic only). */
export const Writing: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'pretest@demo.school', address: () => partStartAddress('writing') } },
};
