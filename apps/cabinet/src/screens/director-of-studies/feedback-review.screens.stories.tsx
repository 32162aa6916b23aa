import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { type ScreenStory, onPhone, pageSettled, schoolStates, screenMeta } from '../screen-story';
import { feedbackAddress } from './school';

// One student's module feedback under review, opened from the module's feedback: what the teacher
// wrote, and the director's decisions (take it to review, send it on, or open it for editing with
// a comment to the teacher). The feedback is found once signed in, in the status a story needs.
const meta = {
  title: 'Director of studies/Feedback review',
  ...screenMeta({ account: 'dos@demo.school', address: feedbackAddress('need_review') }),
} satisfies Meta;

export default meta;

/** Presses the page's button that reads `key` once the page is at rest. */
const press =
  (key: string): ScreenStory['play'] =>
  async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: i18n.t(key) }));
  };

/** A feedback waiting for review, as seeded: the three decisions offered. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/**
 * Sending it back: the form with the comment to the teacher, confirmed empty, so it says what is
 * missing.
 */
export const OpenForEditing: ScreenStory = {
  name: 'Open for editing form',
  play: async (context) => {
    const { canvasElement } = context;
    await press('teacherFeedback:dos.review.open')?.(context);
    const form = await within(canvasElement).findByRole('form', {
      name: i18n.t('teacherFeedback:dos.review.openForm'),
    });
    await userEvent.click(
      within(form).getByRole('button', { name: i18n.t('teacherFeedback:dos.review.openConfirm') }),
    );
    await within(form).findByText(i18n.t('teacherFeedback:dos.review.commentRequired'));
  },
};

/** Approving: the feedback sent on to the manager, the page saying so (in Storybook only). */
export const SentOn: ScreenStory = {
  name: 'Sent to the manager',
  tags: ['!test'],
  play: async (context) => {
    await press('teacherFeedback:dos.review.send.manager')?.(context);
    await within(context.canvasElement).findByText(i18n.t('teacherFeedback:dos.review.done.manager'));
  },
};

/** A feedback the director has taken to review: sent on or opened, no longer taken (in Storybook only). */
export const InReview: ScreenStory = {
  name: 'In review',
  tags: ['!test'],
  parameters: { screen: { account: 'dos@demo.school', address: feedbackAddress('in_review') } },
};

/** A feedback the teacher is still writing: nothing to decide yet (in Storybook only). */
export const BeingWritten: ScreenStory = {
  name: 'Being written',
  tags: ['!test'],
  parameters: { screen: { account: 'dos@demo.school', address: feedbackAddress('in_progress') } },
};

/** Every free text of the feedback long, in Ukrainian, with long words (in Storybook only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};

/** On a phone: the decisions one under another (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
