import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, onPhone, schoolStates, screenMeta, whileLoading } from '../screen-story';

// An audience's groups, an audience's card of the catalogue opened: the tabs of the audiences, the
// filters (programme, teacher, online or in class, group or individual), and a card for each group
// that recruits, with its level, schedule, start and price, a page of them at a time.
const meta = {
  title: 'Catalogue/Audience',
  ...screenMeta({ account: 'visitor@demo.school', address: paths.coursesAudience.to('adults') }),
} satisfies Meta;

export default meta;

/** The adults' groups as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No group recruits: the page says so (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school answers slowly: the groups' place while they load (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** Long Ukrainian texts in the groups' cards (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
  globals: onPhone,
};
