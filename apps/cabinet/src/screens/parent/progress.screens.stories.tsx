import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn, whileLoading } from '../screen-story';

// A child's progress for a parent, the last page of the parent's menu: attendance, homework, tests
// and levels as charts.
const meta = {
  title: 'Parent/Progress',
  ...screenMeta({ account: 'parent@demo.school', address: paths.parent.progress.to() }),
} satisfies Meta;

export default meta;

/** The child's progress as the seeded school has it. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** The school answers slowly: the charts' places while they load (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
