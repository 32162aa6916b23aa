import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import {
  type ScreenStory,
  openDialog,
  schoolStates,
  screenMeta,
  screenshotIn,
  whileLoading,
} from '../screen-story';

// The teacher's statistics and salary, from the menu: the month's records by category, their
// review status, and the salary counted from them.
const meta = {
  title: 'Teacher/Statistics',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.statistics.to() }),
} satisfies Meta;

export default meta;

/** This month's records and salary as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** A month without records yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school answers slowly: the page while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** Adding a record of work done: the dialog with its category, date, hours and comment. */
export const AddRecord: ScreenStory = {
  name: 'Add record dialog',
  play: openDialog('statistics:dialog.add'),
};
