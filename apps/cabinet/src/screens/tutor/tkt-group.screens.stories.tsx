import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { tktGroupPage } from './tutor-addresses';

// A TKT group's general tab, opened from a card of the tutor's TKT groups: the group's facts, its
// programme and books, its meeting link and its feed, with the tabs of the group's other pages.
const meta = {
  title: 'Tutor/TKT group',
  ...screenMeta({ account: 'tutor@demo.school', address: tktGroupPage('general') }),
} satisfies Meta;

export default meta;

/** The tutor's TKT group in progress as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** HTML and script in every text of the school, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** On a phone: the tabs scroll, the facts stack (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded, globals: onPhone };
