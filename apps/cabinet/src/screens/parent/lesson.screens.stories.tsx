import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { firstChildCourse, lastHeldLesson } from './addresses';

/** The first child's group's last lesson held, as the parent opens it from the schedule. */
async function address(): Promise<string> {
  const course = await firstChildCourse('group');
  return paths.parent.groupLesson.to(course.courseId, course.studentId, await lastHeldLesson(course));
}

// A lesson of a child's group, read-only: its facts, the child's attendance and the tasks and tests
// given at it with the child's status on each.
const meta = {
  title: 'Parent/Lesson',
  ...screenMeta({ account: 'parent@demo.school', address }),
} satisfies Meta;

export default meta;

/** The group's last lesson held, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
