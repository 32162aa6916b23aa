import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The catalogue's front page, the only item of a visitor's menu: who the courses are for, the
// school's public facts and its programmes. Screens are seen signed in, so the visitor is the demo
// account with no space of its own (the same page a visitor who has not signed in browses, with the
// cabinet's header and menu instead of the sign-in link).
const meta = {
  title: 'Catalogue/Courses',
  ...screenMeta({ account: 'visitor@demo.school', address: paths.courses.to() }),
} satisfies Meta;

export default meta;

/** The catalogue as seeded: the three audiences, the facts and the school's programmes. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** The school lists no programmes (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
