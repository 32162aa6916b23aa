import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './school';

// A company group's students, a tab of the group: the employees who study in it, with their e-mail,
// phone and attendance so far; a name opens the student's page.
const meta = {
  title: 'Corporate teacher/Group students',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupPage('students') }),
} satisfies Meta;

export default meta;

/** The group's students as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Nobody in the group yet (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
