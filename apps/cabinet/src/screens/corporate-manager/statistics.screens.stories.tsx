import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn, whileLoading } from '../screen-story';

// The company's statistics, the last page of the manager's menu: its payments and balance over a
// period, the employees' progress and the colleagues who manage the company's studies.
const meta = {
  title: 'Corporate manager/Statistics',
  ...screenMeta({ account: 'hr@demo.school', address: paths.corporateManager.statistics.to() }),
} satisfies Meta;

export default meta;

/** Demo Corp's statement and progress as seeded, over the default period. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** The school answers slowly: the statement's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** The school does not answer: each part says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
