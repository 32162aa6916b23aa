import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { firstChildCourse } from './addresses';

/** The first child's first group's schedule. */
async function address(): Promise<string> {
  const { courseId, studentId } = await firstChildCourse('group');
  return paths.parent.groupSchedule.to(courseId, studentId);
}

// A child's group's schedule, one of the group's tabs: every lesson by module, with its time, status
// and the child's attendance, each opening the lesson's page.
const meta = {
  title: 'Parent/Group schedule',
  ...screenMeta({ account: 'parent@demo.school', address }),
} satisfies Meta;

export default meta;

/** The first child's first group's lessons, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
