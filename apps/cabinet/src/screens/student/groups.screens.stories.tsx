import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenParameters, screenStories } from '../screen-story';

// The student's groups, the first page of the student's menu: a card for each group they study in.
// Each group's next lesson is also shown in the viewer's own time zone, which is the machine's: no
// screenshot in the story tests (Chromatic, in one zone, compares them).
const meta = {
  title: 'Student/Groups',
  ...screenStories,
  parameters: screenParameters({ account: 'student@demo.school', address: paths.student.groups.to() }),
} satisfies Meta;

export default meta;

/** Olena Koval's groups as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** A student not in any group yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
