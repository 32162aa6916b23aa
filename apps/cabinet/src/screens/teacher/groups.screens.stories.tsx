import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The teacher's groups, the first item of the teacher's menu: a card for each group they teach.
// Each group's days and next lesson are also shown in the viewer's own time zone where that is not
// the school's; the story tests' browser is in the school's zone, so the screenshot is the same on
// every machine.
const meta = {
  title: 'Teacher/Groups',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.groups.to() }),
} satisfies Meta;

export default meta;

/** Emily Carter's groups as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No groups to teach yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in the groups' names and courses, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** Every text of the school run long in Ukrainian: the groups' names and programmes wrap inside their cards (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
