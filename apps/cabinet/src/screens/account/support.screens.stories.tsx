import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { type ScreenStory, pageSettled, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// Support, the last item of the menu's general section for every signed-in user: how support
// works, a way to the profile, and a callback request.
const meta = {
  title: 'Account/Support',
  ...screenMeta({ account: 'student@demo.school', address: paths.support.to() }),
} satisfies Meta;

export default meta;

/** The support page as Olena Koval sees it, her phone filled in. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** The callback request sent without a topic: the message under the topic (in Storybook and Chromatic only). */
export const RequestValidation: ScreenStory = {
  name: 'Request validation',
  tags: ['!test'],
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('account:support.send') }));
    await canvas.findAllByRole('alert', {}, { timeout: 5_000 });
  },
};
