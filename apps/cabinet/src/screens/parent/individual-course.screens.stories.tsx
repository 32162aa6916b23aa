import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type DemoAccount, type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { assignmentIn, firstChildCourse, lastHeldLesson } from './addresses';

const account: DemoAccount = 'parent@demo.school';
type Tab = keyof typeof paths.parent.individualCourse;

/** A tab of the first child's first individual course, as the parent opens it from the list. */
const tab = (name: Tab) => async (): Promise<string> =>
  paths.parent.individualCourse[name].to((await firstChildCourse('individual')).courseId);

/** A story's address. */
const at = (address: () => Promise<string>) => ({ screen: { account, address } });

// A child's individual course as the parent opens it from the individual lessons, read-only: one
// page whose tabs (general, schedule, assigned tasks, feedback, certificate) are addresses of their
// own, and its lessons and tasks. The address names no child: the course has one student.
const meta = {
  title: 'Parent/Individual course',
  ...screenMeta({ account, address: tab('general') }),
} satisfies Meta;

export default meta;

/** The general tab: the course's facts, the next lesson and the progress (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The schedule tab (in Storybook and Chromatic only). */
export const Schedule: ScreenStory = { tags: ['!test'], parameters: at(tab('schedule')) };

/** The assigned tasks tab (in Storybook and Chromatic only). */
export const AssignedTasks: ScreenStory = {
  name: 'Assigned tasks',
  tags: ['!test'],
  parameters: at(tab('assignedTasks')),
};

/** The feedback tab (in Storybook and Chromatic only). */
export const Feedbacks: ScreenStory = { tags: ['!test'], parameters: at(tab('feedbacks')) };

/** The certificate tab (in Storybook and Chromatic only). */
export const Certificate: ScreenStory = { tags: ['!test'], parameters: at(tab('certificate')) };

/** The course's last lesson held, opened from the schedule (in Storybook and Chromatic only). */
export const Lesson: ScreenStory = {
  tags: ['!test'],
  parameters: at(async () => {
    const course = await firstChildCourse('individual');
    return paths.parent.individualLesson.to(course.courseId, await lastHeldLesson(course));
  }),
};

/** A task of the course with the child's answer, opened from the assigned tasks (in Storybook and Chromatic only). */
export const Task: ScreenStory = {
  tags: ['!test'],
  parameters: at(async () => {
    const course = await firstChildCourse('individual');
    const task = await assignmentIn(course, 'task', 'completed', 'sent', 'in_progress');
    return paths.parent.individualTask.to(course.courseId, task);
  }),
};

/** The school does not answer (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
