import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, openDialog, schoolStates, screenMeta } from '../screen-story';
import { interviewWaiting, pressOnceSettled } from './addresses';

// An entry test whose speaking interview waits, opened from the placement tests: the taker, the
// written parts' results and the interview's form (the level and the minutes it took), or marking
// the interview missed.
const meta = {
  title: 'Teacher/Placement test',
  ...screenMeta({ account: 'teacher@demo.school', address: interviewWaiting }),
} satisfies Meta;

export default meta;

/** The first test waiting for its interview, with the empty form. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** Recorded without a level or minutes: the form says what is missing (in Storybook and Chromatic only). */
export const Incomplete: ScreenStory = {
  name: 'Recorded without a level',
  tags: ['!test'],
  play: pressOnceSettled('teacherPretests:entry.form.hold'),
};

/** Marking the interview missed: the dialog that asks to confirm (in Storybook and Chromatic only). */
export const MissedDialog: ScreenStory = {
  name: 'Mark missed dialog',
  tags: ['!test'],
  play: openDialog('teacherPretests:entry.form.markMissed'),
};

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
