import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenParameters, screenStories } from '../screen-story';

// The tutor's substitutions in TKT groups, from the tutor's menu: the requests to substitute a
// lesson and the tutor's decisions. Each lesson's time is also shown in the viewer's own time zone,
// which is the machine's: no screenshot in the story tests.
const meta = {
  title: 'Tutor/Substitutions',
  ...screenStories,
  parameters: screenParameters({
    account: 'tutor@demo.school',
    address: paths.tutor.substitutions.to('tkt'),
  }),
} satisfies Meta;

export default meta;

/** The TKT substitutions as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** No substitutions asked for (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
