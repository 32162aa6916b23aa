import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { firstChildCourse } from './addresses';

/** The first child's first group's assigned tasks. */
async function address(): Promise<string> {
  const { courseId, studentId } = await firstChildCourse('group');
  return paths.parent.groupTasks.to(courseId, studentId);
}

// The tasks and tests given to a child in a group, by module, each with its deadline and the child's
// status, each opening its page: one of the group's tabs.
const meta = {
  title: 'Parent/Assigned tasks',
  ...screenMeta({ account: 'parent@demo.school', address }),
} satisfies Meta;

export default meta;

/** The first child's assignments in their first group, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
