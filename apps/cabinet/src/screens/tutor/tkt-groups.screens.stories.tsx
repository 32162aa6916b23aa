import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenParameters, screenStories } from '../screen-story';

// The tutor's TKT groups, the first page of the tutor's menu: a card for each group they teach.
// Each group's days and next lesson are also shown in the viewer's own time zone, which is the
// machine's: no screenshot in the story tests (Chromatic, in one zone, compares them).
const meta = {
  title: 'Tutor/TKT groups',
  ...screenStories,
  parameters: screenParameters({ account: 'tutor@demo.school', address: paths.tutor.tktGroups.to() }),
} satisfies Meta;

export default meta;

/** James Walker's TKT groups as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** No TKT groups yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
