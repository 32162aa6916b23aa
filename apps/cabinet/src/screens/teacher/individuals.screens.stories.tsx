import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn, whileLoading } from '../screen-story';

// The teacher's individual courses, from the teacher's menu: a card for each student they teach
// one to one. Each course's next lesson is also shown in the viewer's own time zone where that is
// not the school's; the story tests' browser is in the school's zone, so the screenshot is the same
// on every machine.
const meta = {
  title: 'Teacher/Individuals',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.individuals.to() }),
} satisfies Meta;

export default meta;

/** Emily Carter's individual courses as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No individual courses yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school answers slowly: the list's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
