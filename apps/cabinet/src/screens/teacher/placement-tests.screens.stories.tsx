import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The placement tests a teacher interviews, from the teacher's menu: the school's entry tests whose
// written parts are in, each with its speaking interview waiting, held or missed.
const meta = {
  title: 'Teacher/Placement tests',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.placementTests.to() }),
} satisfies Meta;

export default meta;

/** The entry tests and interviews as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No interviews waiting (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
