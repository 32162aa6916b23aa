import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The company employee's individual lessons, the second page of the corporate student's menu: a
// card for each individual course the company pays for. Each course's next lesson is also shown in
// the viewer's own time zone where that is not the school's; the story tests' browser is in the
// school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Corporate student/Individuals',
  ...screenMeta({
    account: 'corp.student@demo.school',
    address: paths.corporateStudent.individuals.to(),
  }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's individual courses at Demo Corp as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** An employee without individual lessons (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
