import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenParameters, screenStories } from '../screen-story';

// A parent's view of their children's groups, the first page of the parent's menu, read-only: a tab
// for each child, a card for each group. Each group's next lesson is also shown in the viewer's own
// time zone, which is the machine's: no screenshot in the story tests (Chromatic, in one zone,
// compares them).
const meta = {
  title: 'Parent/Groups',
  ...screenStories,
  parameters: screenParameters({ account: 'parent@demo.school', address: paths.parent.groups.to() }),
} satisfies Meta;

export default meta;

/** Iryna Melnyk's children's groups as seeded, the first child's shown. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** No groups yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
