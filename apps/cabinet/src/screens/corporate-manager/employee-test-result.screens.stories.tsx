import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { employeeEntryResult } from './seeded-addresses';

// An employee's entry test result, opened from the employee's placement tests tab or from the list
// of who took that test: the level, each part's score and the answers, read-only.
const meta = {
  title: 'Corporate manager/Employee test result',
  ...screenMeta({ account: 'hr@demo.school', address: employeeEntryResult }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's entry test as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school, shown as text (in Storybook only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
