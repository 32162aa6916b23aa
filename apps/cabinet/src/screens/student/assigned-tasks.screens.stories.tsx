import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// The tasks and tests given to the student in a group, by module, each with its deadline and
// status, each opening its page: the tab the student does homework from.
const meta = {
  title: 'Student/Assigned tasks',
  ...screenMeta({ account: 'student@demo.school', address: paths.student.groupTasks.to(GROUP) }),
} satisfies Meta;

export default meta;

/** GE-B1-01's assignments as seeded: a work in every status (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Nothing given yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** Every text of the school run long in Ukrainian (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
