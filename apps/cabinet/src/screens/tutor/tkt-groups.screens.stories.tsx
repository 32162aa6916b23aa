import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The tutor's TKT groups, the first page of the tutor's menu: a card for each group they teach.
// Each group's days and next lesson are also shown in the viewer's own time zone where that is not
// the school's; the story tests' browser is in the school's zone, so the screenshot is the same on
// every machine.
const meta = {
  title: 'Tutor/TKT groups',
  ...screenMeta({ account: 'tutor@demo.school', address: paths.tutor.tktGroups.to() }),
} satisfies Meta;

export default meta;

/** James Walker's TKT groups as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No TKT groups yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
