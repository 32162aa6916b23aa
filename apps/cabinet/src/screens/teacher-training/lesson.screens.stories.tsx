import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { tktLesson } from './trainee-addresses';

// A lesson of the trainee's TKT group, opened from the schedule: its time, the meeting link and what
// the tutor shared for it.
const meta = {
  title: 'Teacher training/Lesson',
  ...screenMeta({ account: 'trainee@demo.school', address: tktLesson }),
} satisfies Meta;

export default meta;

/** The TKT group's first lesson to come as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
