import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { firstChildCourse } from './addresses';

/** The first child's first group, as the parent opens it from the groups list. */
async function address(): Promise<string> {
  const { courseId, studentId } = await firstChildCourse('group');
  return paths.parent.group.to(courseId, studentId);
}

// A child's group as the parent opens it from the groups list, read-only: the course's facts, the
// next lesson, the lessons held, the weekly times and the group's feed; beside it the tabs of its
// schedule, assigned tasks, feedback and summary.
const meta = {
  title: 'Parent/Group',
  ...screenMeta({ account: 'parent@demo.school', address }),
} satisfies Meta;

export default meta;

/** The first child's first group, its general tab, as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
