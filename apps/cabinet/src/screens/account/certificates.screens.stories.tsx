import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The signed-in user's certificates, from the menu's general section: a card for each certificate
// they hold (a course's, a teacher training's, an event's, a video course's), each to download.
const meta = {
  title: 'Account/Certificates',
  ...screenMeta({ account: 'student@demo.school', address: paths.profileCertificates.to() }),
} satisfies Meta;

export default meta;

/** Olena Koval's certificates as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No certificate yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
