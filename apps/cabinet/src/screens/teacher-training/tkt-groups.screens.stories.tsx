import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The trainee's TKT groups, the first page of the teacher-training menu: a card for each TKT group
// they learn in. Each group's next lesson is also shown in the viewer's own time zone where that is
// not the school's; the story tests' browser is in the school's zone, so the screenshot is the same
// on every machine.
const meta = {
  title: 'Teacher training/TKT groups',
  ...screenMeta({
    account: 'trainee@demo.school',
    address: paths.teacherTraining.tktGroups.to(),
  }),
} satisfies Meta;

export default meta;

/** Mariia Tkachenko's TKT groups as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** A trainee in no TKT group yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
