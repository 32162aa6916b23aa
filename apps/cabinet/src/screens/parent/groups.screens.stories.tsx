import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// A parent's view of their children's groups, the first page of the parent's menu, read-only: a tab
// for each child, a card for each group. Each group's next lesson is also shown in the viewer's own
// time zone where that is not the school's; the story tests' browser is in the school's zone, so the
// screenshot is the same on every machine.
const meta = {
  title: 'Parent/Groups',
  ...screenMeta({ account: 'parent@demo.school', address: paths.parent.groups.to() }),
} satisfies Meta;

export default meta;

/** Iryna Melnyk's children's groups as seeded, the first child's shown. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No groups yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
