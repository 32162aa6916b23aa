import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The company's placement tests, the second page of the manager's menu: the prepaid checks, the
// corporate test and the school's entry tests.
const meta = {
  title: 'Corporate manager/Placement tests',
  ...screenMeta({ account: 'hr@demo.school', address: paths.corporateManager.placementTests.to() }),
} satisfies Meta;

export default meta;

/** Demo Corp's placement tests as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
