import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { eventPage } from './trainee-addresses';

// An event's certificate tab: the test the trainee passes after an event (their name in English
// first, which the certificate carries) and then the certificate to download.
const meta = {
  title: 'Teacher training/Event certificate',
  ...screenMeta({
    account: 'trainee@demo.school',
    address: eventPage('workshop', (event) => event.certificate_available, 'certificate'),
  }),
} satisfies Meta;

export default meta;

/** A workshop whose certificate Mariia Tkachenko has earned: the download (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/**
 * A webinar whose test is open: the trainee's name in English asked first, then the test's
 * questions (in Storybook and Chromatic only).
 */
export const TestOpen: ScreenStory = {
  name: 'Test open',
  tags: ['!test'],
  parameters: {
    screen: {
      account: 'trainee@demo.school',
      address: eventPage('webinar', (event) => event.test_state === 'open', 'certificate'),
    },
  },
};
