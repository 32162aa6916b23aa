import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { studentAddress } from './school';

// A student's page, opened from the students' list: the employee's contacts and the courses the
// teacher teaches them, each opening the course. The first student is asked for once signed in.
const meta = {
  title: 'Corporate teacher/Student',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: studentAddress }),
} satisfies Meta;

export default meta;

/** The first student as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in the student's and courses' names, shown as text (in Storybook only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** On a phone (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
