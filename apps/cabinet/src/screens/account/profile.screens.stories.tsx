import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { type ScreenStory, pageSettled, schoolStates, screenMeta, whileLoading } from '../screen-story';

// The signed-in user's profile, the page the cabinet's home opens and the header's profile link:
// the personal data, the name on certificates (a student's), the callback request, the calendar
// subscription, a way to the notification settings and the password. Not photographed: the
// calendar subscription's address holds a new secret (and the school's port) on every run.
const meta = {
  title: 'Account/Profile',
  ...screenMeta({ account: 'student@demo.school', address: paths.profile.to() }),
} satisfies Meta;

export default meta;

/** Olena Koval's profile as seeded (tested, without a screenshot: see above). */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The profile while the school answers slowly: its skeleton (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** HTML and script in every text of the school, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/**
 * The password form sent with a new password too weak and a confirmation that differs: the rules
 * it breaks under each field (in Storybook and Chromatic only).
 */
export const PasswordValidation: ScreenStory = {
  name: 'Password validation',
  tags: ['!test'],
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const canvas = within(canvasElement);
    const form = within(
      canvas.getByRole('button', { name: i18n.t('account:password.submit') }).closest('form')!,
    );
    const [password, confirmation] = form.getAllByLabelText(/./, { selector: 'input' });
    await userEvent.type(password!, 'short');
    await userEvent.type(confirmation!, 'other');
    await userEvent.click(form.getByRole('button', { name: i18n.t('account:password.submit') }));
    await form.findAllByRole('alert', {}, { timeout: 5_000 });
  },
};
