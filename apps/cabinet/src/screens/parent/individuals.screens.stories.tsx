import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// A parent's view of their children's individual lessons, the second page of the parent's menu,
// read-only: a tab for each child, a card for each individual course. Each course's next lesson is
// also shown in the viewer's own time zone where that is not the school's; the story tests' browser
// is in the school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Parent/Individuals',
  ...screenMeta({ account: 'parent@demo.school', address: paths.parent.individuals.to() }),
} satisfies Meta;

export default meta;

/** Iryna Melnyk's children's individual courses as seeded, the first child's shown. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No individual lessons yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
