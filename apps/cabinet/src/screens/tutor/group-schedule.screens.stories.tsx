import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta, whileLoading } from '../screen-story';
import { tktGroupPage } from './tutor-addresses';

// A TKT group's schedule tab: every lesson of the group with its time (in the school's zone and,
// when it differs, the viewer's) and status; a lesson's title opens its page.
const meta = {
  title: 'Tutor/Group schedule',
  ...screenMeta({ account: 'tutor@demo.school', address: tktGroupPage('schedule') }),
} satisfies Meta;

export default meta;

/** The TKT group's lessons as seeded: the ones held, then the ones to come (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A group without lessons yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school answers slowly: the schedule's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = { tags: ['!test'], ...whileLoading };
