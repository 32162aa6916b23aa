import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './trainee-addresses';

// A TKT group's general tab, opened from a card of the trainee's TKT groups: the group's facts, its
// tutor, the meeting link and the next lesson, with the tabs of the group's other pages.
const meta = {
  title: 'Teacher training/TKT group',
  ...screenMeta({ account: 'trainee@demo.school', address: groupPage('tkt', 'general') }),
} satisfies Meta;

export default meta;

/** Mariia Tkachenko's TKT group in progress as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** On a phone: the tabs scroll, the facts stack (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded, globals: onPhone };
