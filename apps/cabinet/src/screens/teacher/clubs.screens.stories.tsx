import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The clubs a teacher leads, from the menu: the upcoming ones (the menu's address opens that tab),
// a card for each with its time, format and bookings. Each club's time is also shown in the
// viewer's own time zone where that is not the school's; the story tests' browser is in the
// school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Teacher/Clubs',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.clubs.to() }),
} satisfies Meta;

export default meta;

/** Emily Carter's upcoming clubs as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No upcoming clubs to lead (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in the clubs' names and places, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
