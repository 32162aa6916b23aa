import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// A group's assigned tasks: the tasks and tests given to the group by module, each with how many
// works wait for review, are returned or done; a task's title opens its students' works.
const meta = {
  title: 'Teacher/Group assigned tasks',
  ...screenMeta({
    account: 'teacher@demo.school',
    address: paths.teacher.groupCourse.assignedTasks.to(GROUP),
  }),
} satisfies Meta;

export default meta;

/** GE-B1-01's tasks and tests as seeded, some with works to review (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Nothing given to the group yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** Every free text long, in Ukrainian (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = { tags: ['!test'], parameters: schoolStates.longTexts };
