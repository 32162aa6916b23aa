import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { type ScreenStory, onPhone, pageSettled, schoolStates, screenMeta } from '../screen-story';
import { paidTestFeedbackAddress } from './school';

// A part's feedback on a paid placement test, opened from the test's page once the teacher begins
// it: the level, the comment and, for detailed feedback, a comment on each criterion; kept as a
// draft, then sent. A detailed writing feedback is begun once signed in, as the teacher begins it.
const meta = {
  title: 'Corporate teacher/Paid placement test feedback',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: paidTestFeedbackAddress }),
} satisfies Meta;

export default meta;

/** A detailed writing feedback just begun: the form, empty. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** On a phone: the fields one under another (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** Sent empty: the form says which fields are missing and why it was not sent (in Storybook only). */
export const SentEmpty: ScreenStory = {
  name: 'Sent empty',
  tags: ['!test'],
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: i18n.t('teacherPretests:form.send') }));
    await page.findByText(i18n.t('teacherPretests:form.incomplete'));
  },
};

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
