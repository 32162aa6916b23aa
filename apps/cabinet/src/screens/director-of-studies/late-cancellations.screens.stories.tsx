import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, openDialog, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The director of studies' late cancellations, from the menu: the lessons that may be marked as
// cancelled too late (paid to the teacher as held) and those marked, filtered by teacher. Each
// lesson's time is also shown in the viewer's own time zone where that is not the school's; the
// story tests' browser is in the school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Director of studies/Late cancellations',
  ...screenMeta({ account: 'dos@demo.school', address: paths.teacher.dosLateCancellations.to() }),
} satisfies Meta;

export default meta;

/** The lessons to mark and those marked, as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No lesson to mark (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in the courses' and teachers' names, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** Marking a lesson: the dialog that asks to confirm, since it cannot be undone (in Storybook only). */
export const Mark: ScreenStory = {
  name: 'Mark dialog',
  tags: ['!test'],
  play: openDialog('lateCancellations:mark.action'),
};
