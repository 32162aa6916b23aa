import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { assignmentIn, firstChildCourse } from './addresses';

/** The first child's checked task in their first group, as the parent opens it from the assigned tasks. */
async function address(): Promise<string> {
  const course = await firstChildCourse('group');
  const task = await assignmentIn(course, 'task', 'completed', 'need_edits', 'sent');
  return paths.parent.groupTask.to(course.courseId, course.studentId, task);
}

// A task given to a child in a group, read-only: the task, the child's answer and files, the result
// and the teacher's comments, and no action.
const meta = {
  title: 'Parent/Task',
  ...screenMeta({ account: 'parent@demo.school', address }),
} satisfies Meta;

export default meta;

/** A task the teacher has checked: the child's answer, the result and the comments. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
