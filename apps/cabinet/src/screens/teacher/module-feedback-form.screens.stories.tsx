import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, openDialog, schoolStates, screenMeta } from '../screen-story';
import { groupFeedbackToWrite } from './addresses';

// One student's module feedback being written, opened from the group's feedback: the marks and
// comments the school asks for, saved as a draft, previewed, copied to other students, and sent
// for review.
const meta = {
  title: 'Teacher/Module feedback form',
  ...screenMeta({ account: 'teacher@demo.school', address: groupFeedbackToWrite }),
} satisfies Meta;

export default meta;

/** A feedback of GE-B1-01 the teacher still writes. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** Copying the feedback to other students of the group: the dialog (in Storybook and Chromatic only). */
export const CopyDialog: ScreenStory = {
  name: 'Copy feedback dialog',
  tags: ['!test'],
  play: openDialog('teacherFeedback:form.copy'),
};

/** Every free text long, in Ukrainian (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = { tags: ['!test'], parameters: schoolStates.longTexts };
