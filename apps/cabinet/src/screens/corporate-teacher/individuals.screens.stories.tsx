import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The corporate teacher's individual lessons, the second page of their menu: a card for each
// company employee's individual course they teach. Each course's next lesson is also shown in the
// viewer's own time zone where that is not the school's; the story tests' browser is in the
// school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Corporate teacher/Individuals',
  ...screenMeta({
    account: 'corp.teacher@demo.school',
    address: paths.corporateTeacher.individuals.to(),
  }),
} satisfies Meta;

export default meta;

/** Taras Kravets's individual courses as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No individual lessons to teach yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
