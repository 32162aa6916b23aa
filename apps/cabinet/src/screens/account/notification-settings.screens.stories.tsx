import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, onPhone, schoolStates, screenMeta, whileLoading } from '../screen-story';

// The notification settings, from the notification centre and the profile: for each kind of
// notification whether it is kept in the cabinet and how often it is e-mailed, saved as a form.
const meta = {
  title: 'Account/Notification settings',
  ...screenMeta({ account: 'student@demo.school', address: paths.profileNotificationSettings.to() }),
} satisfies Meta;

export default meta;

/** Olena Koval's settings as seeded: the school's defaults for a student. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** On a phone: each kind's choices stacked (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school answers slowly: the form's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
