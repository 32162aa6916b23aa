import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// A group's students: who studies in it, with their e-mail, phone and attendance so far; a name
// opens the student's page.
const meta = {
  title: 'Teacher/Group students',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.groupCourse.students.to(GROUP) }),
} satisfies Meta;

export default meta;

/** GE-B1-01's students as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A group nobody has joined yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
