import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { individualLessonAddress } from './school';

// An individual course's lesson, opened from the course's schedule: its facts, marking it held,
// what was done and the homework. The course's first lesson to come is asked for once signed in.
const meta = {
  title: 'Corporate teacher/Individual lesson',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: () => individualLessonAddress() }),
} satisfies Meta;

export default meta;

/** The course's next lesson as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** On a phone (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** The lesson's notes tab: the teacher's own notes (in Storybook only). */
export const Notes: ScreenStory = {
  tags: ['!test'],
  parameters: {
    screen: { account: 'corp.teacher@demo.school', address: () => individualLessonAddress('notes') },
  },
};

/** The lesson's substitution tab: asking a colleague to take it (in Storybook only). */
export const Substitution: ScreenStory = {
  tags: ['!test'],
  parameters: {
    screen: { account: 'corp.teacher@demo.school', address: () => individualLessonAddress('substitution') },
  },
};
