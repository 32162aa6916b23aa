import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { assignmentIn, firstIndividualCourse } from './addresses';

/** A task of the individual course whose work is in one of the statuses. */
const taskIn =
  (...statuses: Parameters<typeof assignmentIn>[2][]) =>
  async (): Promise<string> => {
    const course = await firstIndividualCourse();
    return paths.student.individualTask.to(course, await assignmentIn(course, 'task', ...statuses));
  };

// A task of the student's individual course, opened from its assigned tasks: the same page as a
// group's task, the answer form while it may be written.
const meta = {
  title: 'Student/Individual task',
  ...screenMeta({ account: 'student@demo.school', address: taskIn('not_opened') }),
} satisfies Meta;

export default meta;

/** A task to do, opened for the first time: the answer form, empty (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A work returned for edits (in Storybook and Chromatic only). */
export const NeedEdits: ScreenStory = {
  name: 'Returned for edits',
  tags: ['!test'],
  parameters: { screen: { account: 'student@demo.school', address: taskIn('need_edits') } },
};

/** A work checked, with the teacher's comments (in Storybook and Chromatic only). */
export const Completed: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'student@demo.school', address: taskIn('completed') } },
};
