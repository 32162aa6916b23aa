import { listHandbookCategories } from '@cabinet/api/handbook';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';

/** The handbook's first category ("School rules"), as its card opens it. */
async function firstCategory(): Promise<string> {
  const category = (await listHandbookCategories()).data[0];
  if (!category) throw new Error('The seeded handbook has categories.');
  return paths.handbookCategory.to(category.id);
}

// A handbook category, a category's card opened: its cards, new ones first, each with the editors'
// text, its links and files, a page at a time; leaving it counts as a visit.
const meta = {
  title: 'Handbook/Category',
  ...screenMeta({ account: 'teacher@demo.school', address: firstCategory }),
} satisfies Meta;

export default meta;

/** The school rules' cards as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in the cards' texts: the school's markup kept, its scripts dropped (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** Long Ukrainian texts in the cards (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
