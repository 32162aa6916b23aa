import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The tutor's substitutions in TKT groups, from the tutor's menu: the requests to substitute a
// lesson and the tutor's decisions. Each lesson's time is also shown in the viewer's own time zone
// where that is not the school's; the story tests' browser is in the school's zone, so the screenshot
// is the same on every machine.
const meta = {
  title: 'Tutor/Substitutions',
  ...screenMeta({
    account: 'tutor@demo.school',
    address: paths.tutor.substitutions.to('tkt'),
  }),
} satisfies Meta;

export default meta;

/** The TKT substitutions as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No substitutions asked for (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
