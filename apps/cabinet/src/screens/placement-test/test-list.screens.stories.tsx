import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn, whileLoading } from '../screen-story';

// The entry tests to choose from, the placement test's item of the menu: a card for each test with
// its audience, its parts and the latest attempt, the test's intro and the attempt's result a link
// away.
const meta = {
  title: 'Placement test/Test list',
  ...screenMeta({ account: 'pretest@demo.school', address: paths.placementTests.to() }),
} satisfies Meta;

export default meta;

/** The tests as seeded, Dmytro Savchuk's adults' test finished a week ago. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** The school answers slowly: the list's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
