import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, openDialog, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The teacher's substitutions, from the menu: the groups' tab, the requests offered to the teacher
// and their own, each with its lesson, time, reason and decision. Each lesson's time is also shown
// in the viewer's own time zone where that is not the school's; the story tests' browser is in the
// school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Teacher/Substitutions',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.substitutions.to() }),
} satisfies Meta;

export default meta;

/** The groups' substitutions as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** Nothing offered and nothing requested (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** Asking for a substitute: the dialog's first step, choosing the lesson to be replaced at. */
export const RequestSubstitution: ScreenStory = {
  name: 'Request a substitution dialog',
  play: openDialog('substitutions:actions.request'),
};
