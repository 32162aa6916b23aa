import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { assignmentIn, firstChildCourse } from './addresses';

/** The first child's test in their first group, a finished one first. */
async function address(): Promise<string> {
  const course = await firstChildCourse('group');
  const test = await assignmentIn(course, 'test', 'completed', 'incomplete', 'test_missed');
  return paths.parent.groupTest.to(course.courseId, course.studentId, test);
}

// A test given to a child in a group, read-only: the test's facts, its status and, once done, the
// child's result with the answers.
const meta = {
  title: 'Parent/Test',
  ...screenMeta({ account: 'parent@demo.school', address }),
} satisfies Meta;

export default meta;

/** The first child's test, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
