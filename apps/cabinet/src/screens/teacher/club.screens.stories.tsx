import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { upcomingClub } from './addresses';

// A club the teacher leads, opened from the clubs' card: its summary (time, place, topic and the
// students booked, whose attendance is marked once it has started), then its notes and Zoom tabs.
const meta = {
  title: 'Teacher/Club',
  ...screenMeta({ account: 'teacher@demo.school', address: upcomingClub }),
} satisfies Meta;

export default meta;

/** The first club to come as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** Every free text long, in Ukrainian (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = { tags: ['!test'], parameters: schoolStates.longTexts };
