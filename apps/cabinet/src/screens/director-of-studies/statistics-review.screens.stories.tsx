import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, openDialog, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The director of studies' review of the teachers' statistics records: the filters, the table of
// records sent for review with their actions, and the school's progress.
const meta = {
  title: 'Director of studies/Statistics review',
  ...screenMeta({ account: 'dos@demo.school', address: paths.teacher.dosStatistics.to() }),
} satisfies Meta;

export default meta;

/** The records as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No records sent for review (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** Sending a record back: the dialog with the comment the teacher reads (in Storybook only). */
export const SendBack: ScreenStory = {
  name: 'Send back dialog',
  tags: ['!test'],
  play: openDialog('statistics:dos.return.action'),
};
