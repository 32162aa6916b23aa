import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { firstChildCourse } from './addresses';

/** The first child's first group's summary. */
async function address(): Promise<string> {
  const { courseId, studentId } = await firstChildCourse('group');
  return paths.parent.groupSummary.to(courseId, studentId);
}

// A child's summary of a group, one of the group's tabs: the lessons held out of all, the child's
// attendance, each module's tasks and test results with grades, and the final test.
const meta = {
  title: 'Parent/Summary',
  ...screenMeta({ account: 'parent@demo.school', address }),
} satisfies Meta;

export default meta;

/** The first child's summary of their first group, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
