import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// A parent's view of their children's clubs, the third page of the parent's menu, read-only: a tab
// for each child, the child's upcoming clubs and their archive. Each club's time is also shown in
// the viewer's own time zone where that is not the school's; the story tests' browser is in the
// school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Parent/Clubs',
  ...screenMeta({ account: 'parent@demo.school', address: paths.parent.clubs.to() }),
} satisfies Meta;

export default meta;

/** The first child's clubs as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No clubs booked or attended (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
