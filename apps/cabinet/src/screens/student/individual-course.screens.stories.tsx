import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type DemoAccount, type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { firstIndividualCourse } from './addresses';

const account: DemoAccount = 'student@demo.school';
type Tab = keyof typeof paths.student.individualCourse;

/** A tab of the student's individual course, as they open it from the individual lessons. */
const tab = (name: Tab) => async (): Promise<string> =>
  paths.student.individualCourse[name].to(await firstIndividualCourse());

/** A story's address: the course's tab. */
const onTab = (name: Tab) => ({ screen: { account, address: tab(name) } });

// An individual course as its student opens it from the individual lessons: one page whose tabs
// (general, schedule, assigned tasks, feedback, certificate) are addresses of their own.
const meta = {
  title: 'Student/Individual course',
  ...screenMeta({ account, address: tab('general') }),
} satisfies Meta;

export default meta;

/** The general tab: the course's facts, the next lesson, the progress and the weekly times (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The schedule tab: every lesson by module (in Storybook and Chromatic only). */
export const Schedule: ScreenStory = { tags: ['!test'], parameters: onTab('schedule') };

/** The assigned tasks tab: the tasks given, each with its status (in Storybook and Chromatic only). */
export const AssignedTasks: ScreenStory = {
  name: 'Assigned tasks',
  tags: ['!test'],
  parameters: onTab('assignedTasks'),
};

/** The feedback tab (in Storybook and Chromatic only). */
export const Feedbacks: ScreenStory = { tags: ['!test'], parameters: onTab('feedbacks') };

/** The certificate tab: the certificate, or why there is none yet (in Storybook and Chromatic only). */
export const Certificate: ScreenStory = { tags: ['!test'], parameters: onTab('certificate') };

/** The school does not answer (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** On a phone: the tabs scroll (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded, globals: onPhone };
