import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { firstChildCourse } from './addresses';

/** The first child's first group's feedback. */
async function address(): Promise<string> {
  const { courseId, studentId } = await firstChildCourse('group');
  return paths.parent.groupFeedbacks.to(courseId, studentId);
}

// The teacher's feedback on a child in a group, one of the group's tabs: the feedback sent for each
// module and, once sent, on the whole course.
const meta = {
  title: 'Parent/Feedbacks',
  ...screenMeta({ account: 'parent@demo.school', address }),
} satisfies Meta;

export default meta;

/** The feedback on the first child in their first group, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
