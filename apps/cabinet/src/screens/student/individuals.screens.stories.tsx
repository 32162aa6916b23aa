import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The student's individual lessons, the second page of the student's menu: a card for each
// individual course, by status. Each course's next lesson is also shown in the viewer's own time
// zone where that is not the school's; the story tests' browser is in the school's zone, so the
// screenshot is the same on every machine.
const meta = {
  title: 'Student/Individuals',
  ...screenMeta({ account: 'student@demo.school', address: paths.student.individuals.to() }),
} satisfies Meta;

export default meta;

/** Olena Koval's individual courses as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** A student without individual lessons (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
