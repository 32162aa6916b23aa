import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, whileLoading } from '../screen-story';

// The handbook, the item of the menu's general section for everyone who teaches: what it is for,
// and a card for each category with its number of cards and the new and updated ones since the
// last visit.
const meta = {
  title: 'Handbook/Handbook',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.handbook.to() }),
} satisfies Meta;

export default meta;

/** The school's categories as seeded, seen by the demo teacher (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A handbook without categories yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school answers slowly: the categories' place while they load (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
