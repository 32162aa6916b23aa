import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The teacher's students, from the teacher's menu: everyone in their groups and individual
// courses, found by name or e-mail, each with the courses they take with the teacher.
const meta = {
  title: 'Teacher/Students',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.students.to() }),
} satisfies Meta;

export default meta;

/** Emily Carter's students as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No students yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in the students' names and courses, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
