import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn, whileLoading } from '../screen-story';

// The student's own progress, the last page of the student's menu: attendance, homework, tests and
// levels as charts.
const meta = {
  title: 'Student/Progress',
  ...screenMeta({ account: 'student@demo.school', address: paths.student.progress.to() }),
} satisfies Meta;

export default meta;

/** Olena Koval's progress as the seeded school has it. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** Nothing to chart yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school answers slowly: the charts' places while they load (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
