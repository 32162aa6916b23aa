import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { MIN_WORDS } from '../../features/assignments/submit-rules';
import { i18n } from '../../i18n';
import { type ScreenStory, pageSettled, schoolStates, screenMeta } from '../screen-story';
import { groupTask } from './seeded-addresses';

// A task of a group, opened from its assigned tasks: what to do and the employee's answer form
// (a text and files, kept as a draft, sent for review), or the work sent and its review.
const meta = {
  title: 'Corporate student/Group task',
  ...screenMeta({ account: 'corp.student@demo.school', address: groupTask }),
} satisfies Meta;

export default meta;

/** A written task of Andrii Bondar's first group still to answer, as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/**
 * The answer form sent with a few words only: it says how many words a review needs and keeps
 * the answer (in Storybook only).
 */
export const TooShort: ScreenStory = {
  name: 'Answer too short',
  tags: ['!test'],
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const main = within(canvasElement.querySelector('main') ?? canvasElement);
    await userEvent.type(main.getByRole('textbox', { name: i18n.t('assignments:answer.label') }), 'Dear Ann');
    await userEvent.click(main.getByRole('button', { name: i18n.t('assignments:answer.submit') }));
    await main.findByText(
      i18n.t('assignments:answer.notEnough', { count: MIN_WORDS }),
      {},
      { timeout: 5_000 },
    );
  },
};

/** Every text of the school run long in Ukrainian (in Storybook only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
