import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, whileLoading } from '../screen-story';

// The notification centre, from the header's bell: the user's notifications, newest first, the
// unread ones marked, each leading to what it is about; all of them marked read at once, and a
// way to the notification settings.
const meta = {
  title: 'Account/Notifications',
  ...screenMeta({ account: 'student@demo.school', address: paths.profileNotifications.to() }),
} satisfies Meta;

export default meta;

/** Olena Koval's notifications as the seeded school has them (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school answers slowly: the list's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
