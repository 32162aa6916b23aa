import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// A group's summary, one of the group's tabs: the lessons held out of all, the student's
// attendance, each module's tasks and test results with grades, and the final test.
const meta = {
  title: 'Student/Summary',
  ...screenMeta({ account: 'student@demo.school', address: paths.student.groupSummary.to(GROUP) }),
} satisfies Meta;

export default meta;

/** Olena Koval's summary of GE-B1-01, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Nothing to sum up yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
