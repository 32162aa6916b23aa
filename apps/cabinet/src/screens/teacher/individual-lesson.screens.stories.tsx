import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualLesson } from './addresses';

// A lesson of an individual course, opened from the course's schedule: the lesson's facts, marking
// it held, the student's attendance, its information and the tasks given at it; then its notes and
// substitution tabs (an individual lesson has no Zoom tab of its own).
const meta = {
  title: 'Teacher/Individual lesson',
  ...screenMeta({ account: 'teacher@demo.school', address: individualLesson() }),
} satisfies Meta;

export default meta;

/** The course's first lesson to come as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The lesson's notes tab: the teacher's own notes (in Storybook and Chromatic only). */
export const Notes: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'teacher@demo.school', address: individualLesson('notes') } },
};

/** The lesson's substitution tab: asking a colleague to take it (in Storybook and Chromatic only). */
export const Substitution: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'teacher@demo.school', address: individualLesson('substitution') } },
};

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
