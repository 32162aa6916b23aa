import { getCompanyPretests } from '@cabinet/api/paid-pretests';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';

/** The first of the school's entry tests on the placement tests page, as the manager opens it. */
async function firstEntryTest(): Promise<string> {
  const test = (await getCompanyPretests()).data.entry_tests[0];
  if (!test) throw new Error('The seeded school has an entry test.');
  return paths.corporateManager.placementTestStudents.to(test.slug);
}

// The employees who took one of the school's entry tests, opened from the placement tests page:
// each with the date and the level, linked to their result.
const meta = {
  title: 'Corporate manager/Entry test takers',
  ...screenMeta({ account: 'hr@demo.school', address: firstEntryTest }),
} satisfies Meta;

export default meta;

/** Who of Demo Corp took the general English entry test, as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Nobody took the test yet (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
