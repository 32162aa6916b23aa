import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, openDialog, schoolStates, screenMeta } from '../screen-story';
import { groupStudentWork, pressOnceSettled } from './addresses';

// A student's work on a group's task, opened from the task's table: the work's status, the
// student's answer and files, the comments so far, and the review form (a comment; save it, return
// the work for edits or complete it).
const meta = {
  title: 'Teacher/Student work',
  ...screenMeta({
    account: 'teacher@demo.school',
    address: groupStudentWork('need_review', 'in_review', 'sent'),
  }),
} satisfies Meta;

export default meta;

/** The demo student's work waiting for review, with the review form. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** Returning the work without a comment: the form asks for one (in Storybook and Chromatic only). */
export const ReturnWithoutComment: ScreenStory = {
  name: 'Return without a comment',
  tags: ['!test'],
  play: pressOnceSettled('assignmentAuthoring:review.return'),
};

/** Completing the work: the dialog that asks to confirm (in Storybook and Chromatic only). */
export const CompleteDialog: ScreenStory = {
  name: 'Complete work dialog',
  tags: ['!test'],
  play: openDialog('assignmentAuthoring:review.complete'),
};

/** A work already completed: its result, the form to change it (in Storybook and Chromatic only). */
export const Completed: ScreenStory = {
  tags: ['!test'],
  parameters: {
    screen: { account: 'teacher@demo.school', address: groupStudentWork('completed') },
  },
};

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
