import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn, whileLoading } from '../screen-story';

// The teacher's calendar, from the menu: the week's group and individual lessons, clubs and
// substitutions, switched to a month, a day or a list.
const meta = {
  title: 'Teacher/Calendar',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.calendar.to() }),
} satisfies Meta;

export default meta;

/** This week of Emily Carter's calendar as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** A week with nothing in it (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school answers slowly: the calendar's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
