import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MIN_WORDS } from '../../features/assignments/submit-rules';
import { i18n } from '../../i18n';
import { type ScreenStory, onPhone, pageSettled, schoolStates, screenMeta } from '../screen-story';
import { groupTaskIn } from './addresses';

// A task given to the student in a group, opened from the assigned tasks or the lesson: the task,
// its files and deadline, and the answer form (the text with its word count, the files, "Save
// draft" and "Submit for review"); once submitted the answer is locked, the teacher's comments
// follow.
const meta = {
  title: 'Student/Task',
  ...screenMeta({ account: 'student@demo.school', address: groupTaskIn('in_progress') }),
} satisfies Meta;

export default meta;

/** A task the student has begun to answer: the answer form with the draft saved at the school. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/**
 * A task not written yet, submitted empty: the form says how much to write (in Storybook and
 * Chromatic only).
 */
export const NotEnough: ScreenStory = {
  name: 'Submitted empty',
  tags: ['!test'],
  parameters: { screen: { account: 'student@demo.school', address: groupTaskIn('not_written') } },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: i18n.t('assignments:answer.submit') }));
    await expect(
      await page.findByText(i18n.t('assignments:answer.notEnough', { count: MIN_WORDS })),
    ).toBeVisible();
  },
};

/**
 * Submitting an answer long enough for review: the confirmation that it is then locked (in
 * Storybook and Chromatic only).
 */
export const SubmitDialog: ScreenStory = {
  name: 'Submit confirmation dialog',
  tags: ['!test'],
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const page = within(canvasElement);
    const answer = page.getByRole('textbox', { name: i18n.t('assignments:answer.label') });
    await userEvent.clear(answer);
    await userEvent.click(answer);
    await userEvent.paste(Array.from({ length: MIN_WORDS }, () => 'answer').join(' '));
    await userEvent.click(page.getByRole('button', { name: i18n.t('assignments:answer.submit') }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
  },
};

/** A work returned for edits: the warning, the teacher's comments and the form again (in Storybook and Chromatic only). */
export const NeedEdits: ScreenStory = {
  name: 'Returned for edits',
  tags: ['!test'],
  parameters: { screen: { account: 'student@demo.school', address: groupTaskIn('need_edits') } },
};

/** A work sent for review: the answer locked (in Storybook and Chromatic only). */
export const Sent: ScreenStory = {
  name: 'Sent for review',
  tags: ['!test'],
  parameters: { screen: { account: 'student@demo.school', address: groupTaskIn('sent') } },
};

/** A work checked: the result and the teacher's comments (in Storybook and Chromatic only). */
export const Completed: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'student@demo.school', address: groupTaskIn('completed') } },
};

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** On a phone (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded, globals: onPhone };
